import { and, asc, eq, gt, inArray, lte } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { templateVersions } from '../../db/schema/template-versions.ts'
import { diffQuestions } from '../../../shared/library/question-diff.ts'
import type { TemplateUpdate } from '../../../shared/library/library-item.ts'
import { readOwnedContent } from './read-owned-content.ts'
import { notOwnedError } from './not-owned-error.ts'
import { hasPendingUpdate, joinChangelogs } from './pending-updates.ts'

/**
 * GET /api/templates/:id/update: for an owner on an older version, the changelogs up to the version on sale and a
 * word diff of the questions. Built from the questions alone: the master prompt never enters the answer.
 */
export async function getTemplateUpdate(
  db: Db,
  { userId, templateId }: { userId: string; templateId: string },
): Promise<{ update: TemplateUpdate | null }> {
  const owned = await readOwnedContent(db, { userId, templateId })
  if (!owned) throw await notOwnedError(db, templateId)
  const pending = { promptId: templateId, ...owned }
  if (!hasPendingUpdate(pending)) return { update: null }
  const [live] = await db
    .select({ questions: promptTemplates.questions })
    .from(promptTemplates)
    .where(eq(promptTemplates.id, templateId))
  const v = templateVersions
  const changelogs = await db
    .select({ version: v.version, changelog: v.changelog })
    .from(v)
    .where(
      and(
        eq(v.templateId, templateId),
        inArray(v.status, ['published', 'retired']),
        gt(v.version, pending.ownedVersion),
        lte(v.version, pending.currentVersion),
      ),
    )
    .orderBy(asc(v.version))
  return {
    update: {
      fromVersion: pending.ownedVersion,
      toVersion: pending.currentVersion,
      changelog: joinChangelogs(changelogs),
      changelogs,
      questions: diffQuestions(owned.questions, Array.isArray(live?.questions) ? live.questions : []),
    },
  }
}
