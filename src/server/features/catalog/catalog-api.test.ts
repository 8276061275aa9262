import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { testApp } from '../../testing/test-app.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { seedCatalogue } from '../../db/seed/seed-catalogue.ts'
import { loadLaunchCatalogue } from '../../db/seed/launch-catalogue.ts'

describe('public catalogue API', async () => {
  const { json, db } = await testApp({ seed: true })
  const launch = await loadLaunchCatalogue()

  it('lists every seeded template, without the goods', async () => {
    const res = await json('/api/templates?limit=1000')
    expect(res.status).toBe(200)
    expect(res.data.items).toHaveLength(launch.length)
    for (const item of res.data.items) {
      expect(item).not.toHaveProperty('masterPrompt')
      expect(item).not.toHaveProperty('questions')
      expect(JSON.stringify(item)).not.toContain(
        launch.find((t) => t.id === item.id)!.masterPrompt.slice(0, 60),
      )
    }
  })

  it('pages with a cursor through the whole list without repeats', async () => {
    const seen: string[] = []
    let cursor: string | null = null
    do {
      const res: { data: { items: { id: string }[]; nextCursor: string | null } } = await json(
        `/api/templates?limit=5${cursor ? `&cursor=${cursor}` : ''}`,
      )
      seen.push(...res.data.items.map((i) => i.id))
      cursor = res.data.nextCursor
    } while (cursor)
    expect(seen).toHaveLength(launch.length)
    expect(new Set(seen).size).toBe(launch.length)
  })

  it('filters by category, tier and text', async () => {
    const social = await json('/api/templates?category=social&tier=super')
    expect(social.data.items.map((t: { name: string }) => t.name).sort()).toEqual([
      'Europe Planner',
      'Japan Planner',
    ])
    const text = await json('/api/templates?q=JAPAN')
    expect(text.data.items.map((t: { id: string }) => t.id)).toEqual(['japan-planner'])
    const none = await json('/api/templates?q=%25%25%25')
    expect(none.data.items).toEqual([])
  })

  it('finds a template by id or slug, with prices from the tier', async () => {
    const bySlug = await json('/api/templates/life-architect-blueprint')
    const byId = await json('/api/templates/life-architect')
    expect(bySlug.data).toEqual(byId.data)
    expect(byId.data).toMatchObject({
      tier: 'super',
      creditsCost: 8,
      priceCents: 2500,
      questionCount: 26,
      rating: null,
    })
  })

  it('answers bad parameters with 400 and the error body', async () => {
    for (const qs of [
      'tier=mega',
      'category=food',
      'limit=0',
      'limit=1001',
      'limit=abc',
      'cursor=%7B',
      `q=${'x'.repeat(201)}`,
    ]) {
      const res = await json(`/api/templates?${qs}`)
      expect(res.status, qs).toBe(400)
      expect(res.data.error.code).toBeTypeOf('string')
      expect(res.data.error.message).toBeTypeOf('string')
    }
    const missing = await json('/api/templates/no-such-prompt')
    expect(missing.status).toBe(404)
    expect(missing.data).toEqual({ error: { code: 'not_found', message: 'Prompt not found' } })
  })

  it('hides drafts and archived templates', async () => {
    await db.update(promptTemplates).set({ status: 'draft' }).where(eq(promptTemplates.id, 'japan-planner'))
    expect((await json('/api/templates/japan-planner')).status).toBe(404)
    expect((await json('/api/templates?q=japan')).data.items).toEqual([])
    await db.update(promptTemplates).set({ status: 'active' }).where(eq(promptTemplates.id, 'japan-planner'))
  })

  it('seeds idempotently: a second run duplicates nothing', async () => {
    await seedCatalogue(db, 'update')
    await seedCatalogue(db, 'missing')
    expect(await db.$count(promptTemplates)).toBe(launch.length)
  })
})

describe('launch catalogue', async () => {
  const launch = await loadLaunchCatalogue()
  const staticSlugs = [
    'side-hustle-launcher',
    'mechanic-quote-checker',
    'hyper-personalised-gym-match-plan-supplements',
    'life-architect-blueprint',
    'local-food-deal-hunter',
    'ai-powered-career-navigator',
    'dream-relationship-planner',
    'home-renovation-guardian',
    'daily-calorie-deficit-guide',
    'get-back-on-track',
    'hard-conversation-strategist',
    'manifestation-mentor',
    'abundance-mindset',
    'europe-planner',
    'japan-planner',
    'networking-mentor',
  ]

  it('has the 16 static pages of spec 2 and the Breakup Rebuild demo', () => {
    expect(
      launch
        .filter((t) => t.staticPage)
        .map((t) => t.slug)
        .sort(),
    ).toEqual([...staticSlugs].sort())
    expect(launch.find((t) => t.slug === 'breakup-rebuild')?.tier).toBe('boost')
  })

  it('matches the facts table of spec 2', () => {
    const facts: Record<string, [string, number, number]> = {
      'side-hustle-launcher': ['boost', 18, 12],
      'mechanic-quote-checker': ['boost', 13, 10],
      'hyper-personalised-gym-match-plan-supplements': ['super', 28, 18],
      'life-architect-blueprint': ['super', 26, 20],
      'local-food-deal-hunter': ['daily', 8, 3],
      'ai-powered-career-navigator': ['boost', 11, 15],
      'dream-relationship-planner': ['boost', 12, 10],
      'home-renovation-guardian': ['boost', 14, 10],
      'daily-calorie-deficit-guide': ['daily', 6, 5],
      'get-back-on-track': ['boost', 10, 8],
      'hard-conversation-strategist': ['boost', 9, 10],
      'manifestation-mentor': ['boost', 9, 10],
      'abundance-mindset': ['boost', 7, 12],
      'europe-planner': ['super', 26, 15],
      'japan-planner': ['super', 26, 15],
      'networking-mentor': ['super', 23, 25],
    }
    for (const [slug, [tier, questions, minutes]] of Object.entries(facts)) {
      const t = launch.find((x) => x.slug === slug)!
      expect([t.tier, t.questions.length, t.detail.minutes], slug).toEqual([tier, questions, minutes])
    }
    expect(launch.find((t) => t.slug === 'life-architect-blueprint')!.id).toBe('life-architect')
  })

  it('covers every tier in every category', () => {
    for (const category of [
      'Health & Fitness',
      'Life & Direction',
      'Career & Business',
      'Social & Lifestyle',
      'Power Tools',
    ])
      for (const tier of ['daily', 'boost', 'super'])
        expect(
          launch.some((t) => t.category === category && t.tier === tier),
          `${category} ${tier}`,
        ).toBe(true)
  })
})
