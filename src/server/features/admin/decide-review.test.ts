import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { adminAudit } from '../../db/schema/activity.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { creators } from '../../db/schema/creators.ts'
import { templateVersions } from '../../db/schema/template-versions.ts'
import { freshDb } from '../../testing/fresh-db.ts'
import { range } from '../../testing/given.ts'
import {
  givenCreator,
  givenTemplateInReview,
  givenVersionInReview,
  versionContent,
} from '../../testing/review-test-kit.ts'
import { decideReview } from './decide-review.ts'

describe('decideReview', async () => {
  const { db } = await freshDb()
  const creator = await givenCreator(db)
  const approve = (versionId: string, adminId = 'admin-1') =>
    decideReview(db, { adminId, versionId, decision: { decision: 'approve' } })
  const reject = (versionId: string, reasons = 'Please say who it is for.', adminId = 'admin-2') =>
    decideReview(db, { adminId, versionId, decision: { decision: 'reject', reasons } })
  const templateRow = async (id: string) =>
    (await db.select().from(promptTemplates).where(eq(promptTemplates.id, id)))[0]!
  const versionRow = async (id: string) =>
    (await db.select().from(templateVersions).where(eq(templateVersions.id, id)))[0]!

  it('approving a new template copies its content into the row, price from the tier, and makes it live', async () => {
    const content = versionContent({
      tier: 'super',
      category: 'business',
      detail: {
        minutes: 5,
        ring: { label: 'Depth', percent: 80 },
        features: [{ title: 'Lists', description: 'By group' }],
        whoFor: ['Campers'],
        howItWorks: [],
        whatItDoes: 'Packs your bag.',
        whatYouGet: ['A list'],
      },
      promptLines: { role: 'camping guide' },
    })
    const { templateId, versionId } = await givenTemplateInReview(db, { creatorId: creator.id, content })
    const decided = await approve(versionId)
    expect(decided.events).toEqual([{ type: 'template-updated', templateId }])
    expect(decided.recipient).toEqual({ email: creator.email, name: expect.any(String) })
    const row = await templateRow(templateId)
    expect(row).toMatchObject({
      status: 'active',
      currentVersion: 1,
      name: content.name,
      description: content.description,
      howToUse: content.howToUse,
      tier: 'super',
      category: 'Career & Business',
      creditsCost: 8,
      priceCents: 2500,
      masterPrompt: content.masterPrompt,
      questions: content.questions,
      detail: content.detail,
      promptLines: { role: 'camping guide' },
      creatorId: creator.id,
    })
    expect(await versionRow(versionId)).toMatchObject({
      status: 'published',
      reviewedBy: 'admin-1',
      reviewReasons: null,
      publishedAt: expect.any(Date),
      reviewedAt: expect.any(Date),
    })
    const audit = await db.select().from(adminAudit).where(eq(adminAudit.target, templateId))
    expect(audit).toMatchObject([
      {
        adminId: 'admin-1',
        action: 'template.approve',
        details: { versionId, version: 1, creator: creator.handle },
      },
    ])
  })

  it('approving an update retires the old version, and the template stays on sale throughout', async () => {
    const { templateId, versionId: v1 } = await givenTemplateInReview(db, { creatorId: creator.id })
    await approve(v1)
    const before = await templateRow(templateId)
    const next = versionContent({ name: 'Camping Trip Packer Deluxe', tier: 'daily' })
    const v2 = await givenVersionInReview(db, {
      templateId,
      content: next,
      changelog: 'Adds a cold-weather list',
    })
    // Waiting for review changes nothing on sale.
    expect(await templateRow(templateId)).toMatchObject({
      status: 'active',
      currentVersion: 1,
      name: before.name,
      priceCents: before.priceCents,
    })
    await approve(v2.id)
    expect(await templateRow(templateId)).toMatchObject({
      status: 'active',
      currentVersion: 2,
      name: 'Camping Trip Packer Deluxe',
      tier: 'daily',
      creditsCost: 2,
      priceCents: 799,
    })
    expect((await versionRow(v1)).status).toBe('retired')
    expect((await versionRow(v2.id)).status).toBe('published')
  })

  it('rejecting keeps the reasons and changes nothing on sale', async () => {
    const { templateId, versionId } = await givenTemplateInReview(db, { creatorId: creator.id })
    const decided = await reject(versionId, 'The questions never reach the prompt.')
    expect(decided.events).toEqual([])
    expect(await versionRow(versionId)).toMatchObject({
      status: 'rejected',
      reviewReasons: 'The questions never reach the prompt.',
      reviewedBy: 'admin-2',
      publishedAt: null,
    })
    expect(await templateRow(templateId)).toMatchObject({ status: 'draft', currentVersion: null })
    const [audit] = await db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.target, templateId), eq(adminAudit.action, 'template.reject')))
    expect(audit!.details).toMatchObject({ reasons: 'The questions never reach the prompt.' })
  })

  it('lets exactly one of two admins deciding at once win; the other gets already_decided', async () => {
    for (const _ of range(5)) {
      const { templateId, versionId } = await givenTemplateInReview(db, { creatorId: creator.id })
      const results = await Promise.allSettled([
        approve(versionId, 'admin-a'),
        reject(versionId, 'No thanks.', 'admin-b'),
      ])
      const won = results.filter((r) => r.status === 'fulfilled')
      const lost = results.filter((r) => r.status === 'rejected')
      expect(won).toHaveLength(1)
      expect(lost).toHaveLength(1)
      expect((lost[0] as PromiseRejectedResult).reason).toMatchObject({
        code: 'already_decided',
        status: 409,
      })
      const audit = await db.select().from(adminAudit).where(eq(adminAudit.target, templateId))
      expect(audit).toHaveLength(1)
      const status = (await versionRow(versionId)).status
      expect((await templateRow(templateId)).status).toBe(status === 'published' ? 'active' : 'draft')
    }
  })

  it('refuses a decided or unknown version', async () => {
    const { versionId } = await givenTemplateInReview(db, { creatorId: creator.id })
    await reject(versionId)
    await expect(approve(versionId)).rejects.toMatchObject({
      code: 'already_decided',
      message: 'This version was already rejected',
    })
    await expect(approve('00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ status: 404 })
  })

  it("refuses to publish a suspended creator's version (409), and changes nothing", async () => {
    const other = await givenCreator(db)
    const { templateId, versionId } = await givenTemplateInReview(db, { creatorId: other.id })
    await db.update(creators).set({ status: 'suspended' }).where(eq(creators.id, other.id))
    await expect(approve(versionId)).rejects.toMatchObject({ code: 'creator_suspended', status: 409 })
    expect((await versionRow(versionId)).status).toBe('in_review')
    expect((await templateRow(templateId)).status).toBe('draft')
    // Rejecting it is still possible: the creator hears what to fix.
    await expect(reject(versionId)).resolves.toMatchObject({ version: { status: 'rejected' } })
  })
})
