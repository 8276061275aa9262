import { and, desc, eq, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { userPromptCustomizations } from '../../db/schema/library.ts'
import type { SavedCustomization } from '../../../shared/customization/customization-input.ts'
import { toSavedCustomization } from './customization-row.ts'

const c = userPromptCustomizations

/** GET /api/customizations?promptId=: the caller's saved customisations, most recently saved first. */
export async function listCustomizations(
  db: Db,
  { userId, promptId }: { userId: string; promptId?: string },
): Promise<SavedCustomization[]> {
  const where: SQL[] = [eq(c.userId, userId)]
  if (promptId) where.push(eq(c.promptId, promptId))
  const rows = await db
    .select({ row: c, promptName: promptTemplates.name })
    .from(c)
    .leftJoin(promptTemplates, eq(promptTemplates.id, c.promptId))
    .where(and(...where))
    .orderBy(desc(c.updatedAt), desc(c.createdAt), desc(c.id))
  return rows.map((r) => toSavedCustomization(r.row, r.promptName))
}
