import { eq, max, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { templateVersions } from '../../db/schema/template-versions.ts'
import { isUniqueViolation } from '../../db/pg-errors.ts'
import { AppError } from '../../lib/errors.ts'
import type { TemplateContentValues } from '../../../shared/admin/template-input.ts'
import type { StudioTemplate } from '../../../shared/studio/studio-template.ts'
import { lockOpenVersion, lockOwnTemplate, readStudioTemplate, storedContent } from './studio-template-row.ts'

export const inReviewMessage =
  'This version is being reviewed, so it cannot be changed now. You can edit it again once the review is done.'

/**
 * Saves the version being edited. A rejected version becomes a draft again (the reviewer's reasons stay until it
 * is resubmitted); a version in review is refused. A live template with no open version gets version n+1, so the
 * live one stays on sale until the new one is approved. Answers the template with the linter's findings.
 */
export async function saveStudioTemplate(
  db: Db,
  opts: { creatorId: string; templateId: string; content: TemplateContentValues; changelog: string },
): Promise<StudioTemplate> {
  try {
    return await save(db, opts)
  } catch (err) {
    // Another writer opened version n+1 first (either unique index may say so): this save goes into that version.
    // The template's row lock already orders writers (a version's insert takes a key-share lock on that row);
    // the indexes are the last word if a writer ever skips it.
    if (
      isUniqueViolation(err, 'template_versions_one_open_unique') ||
      isUniqueViolation(err, 'template_versions_number_unique')
    )
      return save(db, opts)
    throw err
  }
}

async function save(
  db: Db,
  opts: { creatorId: string; templateId: string; content: TemplateContentValues; changelog: string },
) {
  return db.transaction(async (tx) => {
    const row = await lockOwnTemplate(tx, opts)
    const open = await lockOpenVersion(tx, row.id)
    const fields = { content: storedContent(opts.content), changelog: opts.changelog }
    if (open?.status === 'in_review') throw new AppError('version_in_review', inReviewMessage, 409)
    if (open)
      await tx
        .update(templateVersions)
        .set({ ...fields, status: 'draft', updatedAt: sql`clock_timestamp()` })
        .where(eq(templateVersions.id, open.id))
    else {
      const [last] = await tx
        .select({ n: max(templateVersions.version) })
        .from(templateVersions)
        .where(eq(templateVersions.templateId, row.id))
      await tx
        .insert(templateVersions)
        .values({ ...fields, templateId: row.id, version: (last?.n ?? 0) + 1, status: 'draft' })
    }
    return readStudioTemplate(tx, row)
  })
}
