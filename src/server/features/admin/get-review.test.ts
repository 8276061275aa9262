import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { seedCatalogue } from '../../db/seed/seed-catalogue.ts'
import { loadLaunchCatalogue } from '../../db/seed/launch-catalogue.ts'
import { freshDb } from '../../testing/fresh-db.ts'
import {
  givenCreator,
  givenTemplateInReview,
  givenVersionInReview,
  versionContent,
} from '../../testing/review-test-kit.ts'
import { decideReview } from './decide-review.ts'
import { getReview } from './get-review.ts'
import { nearDuplicateThreshold } from './find-near-duplicates.ts'

describe('getReview', async () => {
  const { db } = await freshDb()
  await seedCatalogue(db)
  const launch = await loadLaunchCatalogue()
  const creator = await givenCreator(db)
  const japan = launch.find((t) => t.id === 'japan-planner')!

  it('shows the version as buyers would see it, with its goods and the price of its tier', async () => {
    const content = versionContent({ tier: 'super', category: 'tools' })
    const { versionId, templateId } = await givenTemplateInReview(db, { creatorId: creator.id, content })
    const review = await getReview(db, versionId)
    expect(review).toMatchObject({
      versionId,
      templateId,
      version: 1,
      status: 'in_review',
      isUpdate: false,
      liveVersion: null,
      creator: { id: creator.id, handle: creator.handle, status: 'approved' },
      content: {
        name: content.name,
        tier: 'super',
        categoryKey: 'tools',
        category: 'Power Tools',
        creditsCost: 8,
        priceCents: 2500,
        masterPrompt: content.masterPrompt,
        questions: content.questions,
      },
      lint: [],
      contentHits: [],
    })
  })

  it('finds a light rewrite of a live template among near-duplicates, scored, and never the template itself', async () => {
    const copy = versionContent({
      name: 'Japan Trip Planner',
      description: japan.description.replace('Japan', 'Japan (and Tokyo)'),
      masterPrompt: japan.masterPrompt,
      tier: japan.tier,
      category: japan.category,
    })
    const { versionId, templateId } = await givenTemplateInReview(db, {
      creatorId: creator.id,
      content: copy,
    })
    const review = await getReview(db, versionId)
    expect(review.nearDuplicates[0]).toMatchObject({
      id: 'japan-planner',
      name: japan.name,
      creator: { handle: 'promptmarket', displayName: 'PromptMarket' },
      masterPromptScore: 1,
      score: 1,
    })
    expect(review.nearDuplicates.length).toBeLessThanOrEqual(5)
    for (const d of review.nearDuplicates) {
      expect(d.score).toBeGreaterThanOrEqual(nearDuplicateThreshold)
      expect(d.score).toBe(Math.max(d.nameScore, d.descriptionScore, d.masterPromptScore))
    }
    // Once live, an update of the same template does not list the template itself.
    await decideReview(db, { adminId: 'a', versionId, decision: { decision: 'approve' } })
    const [row] = await db.select().from(promptTemplates).where(eq(promptTemplates.id, templateId))
    expect(row!.status).toBe('active')
    const again = await getReview(db, versionId)
    expect(again.nearDuplicates.map((d) => d.id)).not.toContain(templateId)
    expect(again.nearDuplicates[0]!.id).toBe('japan-planner')
  })

  it('tells an update of a live template from a new one, with the version on sale', async () => {
    const { versionId, templateId } = await givenTemplateInReview(db, { creatorId: creator.id })
    await decideReview(db, { adminId: 'a', versionId, decision: { decision: 'approve' } })
    expect(await getReview(db, versionId)).toMatchObject({
      status: 'published',
      isUpdate: false,
      liveVersion: 1,
    })
    const next = await givenVersionInReview(db, { templateId, changelog: 'Adds a rain plan' })
    expect(await getReview(db, next.id)).toMatchObject({
      version: 2,
      status: 'in_review',
      isUpdate: true,
      liveVersion: 1,
      changelog: 'Adds a rain plan',
    })
  })

  it('lists nothing for a template unlike any other', async () => {
    const { versionId } = await givenTemplateInReview(db, {
      creatorId: creator.id,
      content: versionContent({
        name: 'Aquarium Water Chemistry Log',
        description: 'Track ammonia, nitrite and pH readings for a freshwater fish tank.',
        masterPrompt: 'Read my aquarium readings and tell me which to correct first.',
      }),
    })
    expect((await getReview(db, versionId)).nearDuplicates).toEqual([])
  })

  it("reports the linter's findings and the word check's hits with their field", async () => {
    const { versionId } = await givenTemplateInReview(db, {
      creatorId: creator.id,
      content: versionContent({
        masterPrompt: 'Write the person a plan. Promise a guaranteed cure for their back pain. {name}',
        questions: [{ id: 'pain', question: 'Where does it hurt?', type: 'text' }],
      }),
    })
    const review = await getReview(db, versionId)
    expect(review.lint.map((f) => f.rule)).toEqual(
      expect.arrayContaining(['mixed-voice', 'placeholder', 'no-required']),
    )
    expect(review.contentHits).toEqual([
      expect.objectContaining({ field: 'Master prompt', category: 'guarantees', term: 'guaranteed cure' }),
    ])
  })

  it('answers 404 for an unknown version', async () => {
    await expect(getReview(db, '00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ status: 404 })
  })
})
