import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import type { SavedCustomization } from '../../../shared/customization/customization-input.ts'
import { findOwnCustomization, toSavedCustomization } from './customization-row.ts'

/** GET /api/customizations/:id: one of the caller's own saved customisations (else 404). */
export async function getCustomization(
  db: Db,
  { userId, id }: { userId: string; id: string },
): Promise<SavedCustomization> {
  const row = await findOwnCustomization(db, { userId, id })
  return toSavedCustomization(row, await promptName(db, row.promptId))
}

export async function promptName(db: Db, promptId: string) {
  const [t] = await db
    .select({ name: promptTemplates.name })
    .from(promptTemplates)
    .where(eq(promptTemplates.id, promptId))
  return t?.name ?? null
}
