import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { customizationVersions } from '../../db/schema/library.ts'
import { AppError } from '../../lib/errors.ts'
import type { SavedCustomization } from '../../../shared/customization/customization-input.ts'
import { findOwnCustomization, toSavedCustomization } from './customization-row.ts'
import { promptName } from './get-customization.ts'
import { replaceContent } from './update-customization.ts'

/** POST /api/customizations/:id/versions/:version/restore: an earlier version becomes current; nothing is lost. */
export async function restoreVersion(
  db: Db,
  { userId, id, version }: { userId: string; id: string; version: number },
): Promise<SavedCustomization> {
  const row = await db.transaction(async (tx) => {
    const current = await findOwnCustomization(tx, { userId, id, forUpdate: true })
    const [earlier] = await tx
      .select()
      .from(customizationVersions)
      .where(and(eq(customizationVersions.customizationId, id), eq(customizationVersions.version, version)))
    if (!earlier) throw new AppError('not_found', 'Version not found', 404)
    return replaceContent(tx, current, {
      customizationData: earlier.customizationData,
      generatedPrompt: earlier.generatedPrompt,
      title: earlier.title,
      summary: earlier.summary,
    })
  })
  return toSavedCustomization(row, await promptName(db, row.promptId))
}
