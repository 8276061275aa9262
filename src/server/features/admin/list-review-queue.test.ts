import { describe, expect, it } from 'vitest'
import { freshDb } from '../../testing/fresh-db.ts'
import {
  givenCreator,
  givenTemplateInReview,
  givenVersionInReview,
  versionContent,
} from '../../testing/review-test-kit.ts'
import { decideReview } from './decide-review.ts'
import { listReviewQueue } from './list-review-queue.ts'

describe('listReviewQueue', async () => {
  const { db } = await freshDb()
  const creator = await givenCreator(db, { displayName: 'Trail Notes', handle: 'trail-notes' })
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000)

  it('lists versions waiting for review, oldest submission first, new templates and updates told apart', async () => {
    expect(await listReviewQueue(db)).toEqual({ items: [] })
    const newer = await givenTemplateInReview(db, {
      creatorId: creator.id,
      content: versionContent({ name: 'Newer', tier: 'daily', category: 'Health & Fitness' }),
      submittedAt: at(5),
    })
    const live = await givenTemplateInReview(db, { creatorId: creator.id, submittedAt: at(60) })
    await decideReview(db, { adminId: 'a', versionId: live.versionId, decision: { decision: 'approve' } })
    const update = await givenVersionInReview(db, {
      templateId: live.templateId,
      content: versionContent({ name: 'Update' }),
      submittedAt: at(30),
    })
    const rejected = await givenTemplateInReview(db, { creatorId: creator.id, submittedAt: at(90) })
    await decideReview(db, {
      adminId: 'a',
      versionId: rejected.versionId,
      decision: { decision: 'reject', reasons: 'Not yet.' },
    })

    const { items } = await listReviewQueue(db)
    expect(items).toEqual([
      {
        versionId: update.id,
        templateId: live.templateId,
        version: 2,
        name: 'Update',
        tier: 'boost',
        categoryKey: 'social',
        isUpdate: true,
        submittedAt: update.submittedAt!.toISOString(),
        creator: { id: creator.id, displayName: 'Trail Notes', handle: 'trail-notes', status: 'approved' },
      },
      expect.objectContaining({
        versionId: newer.versionId,
        version: 1,
        name: 'Newer',
        tier: 'daily',
        categoryKey: 'health',
        isUpdate: false,
      }),
    ])
  })
})
