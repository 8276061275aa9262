import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { customizationVersions, userPromptCustomizations } from '../../db/schema/library.ts'
import type { CustomizationData } from '../../db/schema/library.ts'
import type { SavedCustomization } from '../../../shared/customization/customization-input.ts'
import { findOwnCustomization, toSavedCustomization } from './customization-row.ts'
import { promptName } from './get-customization.ts'

export type CustomizationContent = {
  customizationData: CustomizationData
  generatedPrompt: string
  title: string
  summary: string | null
}

/** PUT /api/customizations/:id: saves new content and keeps the one it replaces as an earlier version. */
export async function updateCustomization(
  db: Db,
  { userId, id, content }: { userId: string; id: string; content: CustomizationContent },
): Promise<SavedCustomization> {
  const row = await db.transaction(async (tx) => {
    const current = await findOwnCustomization(tx, { userId, id, forUpdate: true })
    return replaceContent(tx, current, content)
  })
  return toSavedCustomization(row, await promptName(db, row.promptId))
}

/** Archives the current content as version N and writes the new content as version N + 1 (row locked by caller). */
export async function replaceContent(
  tx: Db,
  current: typeof userPromptCustomizations.$inferSelect,
  content: CustomizationContent,
) {
  await tx.insert(customizationVersions).values({
    customizationId: current.id,
    version: current.version,
    customizationData: current.customizationData,
    generatedPrompt: current.generatedPrompt,
    title: current.title,
    summary: current.summary,
  })
  const [row] = await tx
    .update(userPromptCustomizations)
    .set({ ...content, version: current.version + 1, updatedAt: sql`now()` })
    .where(eq(userPromptCustomizations.id, current.id))
    .returning()
  return row
}
