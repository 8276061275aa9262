import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { userPromptCustomizations } from '../../db/schema/library.ts'
import { findOwnCustomization } from './customization-row.ts'

/** DELETE /api/customizations/:id: removes one of the caller's own customisations and its versions. */
export async function deleteCustomization(db: Db, { userId, id }: { userId: string; id: string }) {
  await findOwnCustomization(db, { userId, id })
  await db
    .delete(userPromptCustomizations)
    .where(and(eq(userPromptCustomizations.id, id), eq(userPromptCustomizations.userId, userId)))
}
