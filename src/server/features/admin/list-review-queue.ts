import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { creators } from '../../db/schema/creators.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { templateVersions } from '../../db/schema/template-versions.ts'
import { categoryOf } from '../../../shared/catalog/categories.ts'
import { tierOf } from '../../../shared/catalog/tiers.ts'
import type { CreatorStatus } from '../../../shared/creators/creator.ts'
import type { ReviewQueueItem } from '../../../shared/admin/review.ts'

/** At most this many waiting versions are listed; the oldest come first, so none waits unseen. */
export const reviewQueueLimit = 200

/** GET /api/admin/reviews: versions waiting for review, oldest submission first. */
export async function listReviewQueue(db: Db): Promise<{ items: ReviewQueueItem[] }> {
  const v = templateVersions
  const rows = await db
    .select({
      versionId: v.id,
      templateId: v.templateId,
      version: v.version,
      content: v.content,
      submittedAt: v.submittedAt,
      creatorId: creators.id,
      displayName: creators.displayName,
      handle: creators.handle,
      creatorStatus: creators.status,
    })
    .from(v)
    .innerJoin(promptTemplates, eq(promptTemplates.id, v.templateId))
    .innerJoin(creators, eq(creators.id, promptTemplates.creatorId))
    .where(eq(v.status, 'in_review'))
    // The queue index (status, submitted_at) reads the rows in this order.
    .orderBy(asc(v.submittedAt), asc(v.id))
    .limit(reviewQueueLimit)
  return {
    items: rows.map((r) => ({
      versionId: r.versionId,
      templateId: r.templateId,
      version: r.version,
      name: r.content.name,
      tier: tierOf(r.content.tier),
      categoryKey: categoryOf(r.content.category).key,
      // Version 1 is the template's first; every later one was opened from a live template (decision 0035).
      isUpdate: r.version > 1,
      submittedAt: r.submittedAt?.toISOString() ?? null,
      creator: {
        id: r.creatorId,
        displayName: r.displayName,
        handle: r.handle,
        status: r.creatorStatus as CreatorStatus,
      },
    })),
  }
}
