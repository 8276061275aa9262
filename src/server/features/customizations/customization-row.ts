import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { customizationVersions, userPromptCustomizations } from '../../db/schema/library.ts'
import { AppError } from '../../lib/errors.ts'
import type {
  CustomizationVersion,
  SavedCustomization,
} from '../../../shared/customization/customization-input.ts'

type Row = typeof userPromptCustomizations.$inferSelect

export const toSavedCustomization = (row: Row, promptName: string | null): SavedCustomization => ({
  id: row.id,
  promptId: row.promptId,
  promptName,
  customizationData: row.customizationData,
  generatedPrompt: row.generatedPrompt,
  title: row.title,
  summary: row.summary,
  version: row.version,
  createdAt: new Date(row.createdAt).toISOString(),
  updatedAt: new Date(row.updatedAt).toISOString(),
})

export const toVersion = (row: typeof customizationVersions.$inferSelect): CustomizationVersion => ({
  id: row.id,
  version: row.version,
  customizationData: row.customizationData,
  generatedPrompt: row.generatedPrompt,
  title: row.title,
  summary: row.summary,
  createdAt: new Date(row.createdAt).toISOString(),
})

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The caller's own customisation, locked for update when asked; another user's id, or an id that is not
 * a saved customisation at all, is the same 404: nobody learns that someone else's exists.
 */
export async function findOwnCustomization(
  db: Db,
  { userId, id, forUpdate = false }: { userId: string; id: string; forUpdate?: boolean },
): Promise<Row> {
  if (!uuidPattern.test(id)) throw notFound()
  const query = db
    .select()
    .from(userPromptCustomizations)
    .where(and(eq(userPromptCustomizations.id, id), eq(userPromptCustomizations.userId, userId)))
  const [row] = forUpdate ? await query.for('update') : await query
  if (!row) throw notFound()
  return row
}

const notFound = () => new AppError('not_found', 'Customization not found', 404)
