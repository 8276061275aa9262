import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { templateVersions } from '../../db/schema/template-versions.ts'
import { AppError } from '../../lib/errors.ts'
import { templateContentInput } from '../../../shared/admin/template-input.ts'
import type { StudioTemplate } from '../../../shared/studio/studio-template.ts'
import { editorContent, lockOpenVersion, lockOwnTemplate, readStudioTemplate } from './studio-template-row.ts'
import { inReviewMessage } from './save-studio-template.ts'

/**
 * Sends the open version (draft or rejected) to the review queue. Refused (422) while a field buyers need is
 * missing, and for an update of a live template without a changelog (buyers read it with the update).
 */
export async function submitStudioTemplate(
  db: Db,
  opts: { creatorId: string; templateId: string; changelog?: string },
): Promise<StudioTemplate> {
  return db.transaction(async (tx) => {
    const row = await lockOwnTemplate(tx, opts)
    const open = await lockOpenVersion(tx, row.id)
    if (!open)
      throw new AppError('nothing_to_submit', 'There are no changes to submit. Edit the template first.', 409)
    if (open.status === 'in_review') throw new AppError('version_in_review', inReviewMessage, 409)
    const complete = templateContentInput.safeParse(editorContent(open.content))
    if (!complete.success)
      throw new AppError(
        'template_incomplete',
        `Before submitting: ${complete.error.issues[0]!.message}`,
        422,
      )
    if (complete.data.questions.length === 0)
      throw new AppError('template_incomplete', 'Before submitting: add at least one question', 422)
    const changelog = opts.changelog ?? open.changelog
    if (open.version > 1 && !changelog.trim())
      throw new AppError(
        'changelog_required',
        'Please say what changed in this update: buyers read it before they move to the new version.',
        422,
      )
    await tx
      .update(templateVersions)
      .set({
        status: 'in_review',
        changelog,
        reviewReasons: null,
        submittedAt: sql`clock_timestamp()`,
        updatedAt: sql`clock_timestamp()`,
      })
      .where(eq(templateVersions.id, open.id))
    return readStudioTemplate(tx, row)
  })
}
