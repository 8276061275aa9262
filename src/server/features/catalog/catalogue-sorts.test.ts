import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { queryRows } from '../../db/query-rows.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { catalogueSorts } from '../../../shared/catalog/catalogue-sort.ts'
import { insertGeneratedActivity } from '../../testing/generate-activity.ts'
import { insertGeneratedTemplates } from '../../testing/generate-templates.ts'
import { testApp } from '../../testing/test-app.ts'

type Item = {
  id: string
  name: string
  categoryKey: string
  tier: string
  priceCents: number
  rating: { average: number; count: number } | null
}
type Page = { items: Item[]; nextCursor: string | null }

// Each browse order and filter, walked a page at a time over a catalogue full of ties (equal names, prices, sales,
// ratings and creation times): every page walk must give the whole result exactly once, in the order the database
// computes from the purchases and ratings themselves (not from the figures the triggers keep).
describe('catalogue sorts and filters', async () => {
  const total = 240
  const { json, db } = await testApp()
  await insertGeneratedTemplates(db, { count: total })
  await insertGeneratedActivity(db, { count: total })
  // Relevance needs templates whose name holds the text and others where only the description does.
  await db.insert(promptTemplates).values(
    [
      ['zz-name-1', 'Weekend Budget Sprint', 'A plan for two days.'],
      ['zz-desc-1', 'Money Map', 'Your budget, mapped out.'],
      ['zz-desc-2', 'Aardvark Savings', 'A BUDGET that lasts.'],
    ].map(([id, name, description]) => ({
      id: id!,
      slug: id!,
      name: name!,
      description: description!,
      tier: 'daily',
      category: 'Career & Business',
      creditsCost: 2,
      priceCents: 799,
      masterPrompt: 'x',
    })),
  )

  async function walk(query: string, limit: number) {
    const seen: Item[] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const res: { status: number; data: Page } = await json(
        `/api/templates?${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      )
      expect(res.status, JSON.stringify(res.data)).toBe(200)
      expect(res.data.items.length).toBeLessThanOrEqual(limit)
      seen.push(...res.data.items)
      cursor = res.data.nextCursor
      pages++
    } while (cursor && pages < 500)
    return seen
  }

  // The truth, counted from the purchases and ratings rows.
  const truth = (where: string, orderBy: string) =>
    queryRows<{ id: string }>(
      db,
      sql.raw(`
      SELECT t.id FROM prompt_templates t
      LEFT JOIN (SELECT prompt_id, count(*) AS n FROM prompt_purchases WHERE status = 'completed' GROUP BY 1) s
        ON s.prompt_id = t.id
      LEFT JOIN (SELECT prompt_id, count(*) AS n, round(avg(stars), 1) AS avg FROM prompt_ratings GROUP BY 1) r
        ON r.prompt_id = t.id
      WHERE t.status = 'active' ${where ? `AND ${where}` : ''}
      ORDER BY ${orderBy}`),
    ).then((rows) => rows.map((r) => r.id))

  const orderOf: Record<string, string> = {
    name: 't.name, t.id',
    bestselling: 'coalesce(s.n, 0) DESC, t.name, t.id',
    newest: 't.created_at DESC, t.id DESC',
    'price-asc': 't.price_cents, t.name, t.id',
    'price-desc': 't.price_cents DESC, t.name, t.id',
    rating: 'coalesce(r.avg, 0) DESC, coalesce(r.n, 0) DESC, t.name, t.id',
  }

  it('walks every order exactly once, ties broken the same way on every page', async () => {
    for (const sort of catalogueSorts.filter((s) => s !== 'relevance')) {
      const seen = await walk(`sort=${sort}`, 17)
      expect(
        seen.map((i) => i.id),
        sort,
      ).toEqual(await truth('', orderOf[sort]!))
    }
  })

  it('shows the verified buyers’ real rating on each card, and none when unrated', async () => {
    const rows = await queryRows<{ id: string; n: number; avg: string }>(
      db,
      sql`SELECT prompt_id AS id, count(*)::int AS n, round(avg(stars), 1)::text AS avg FROM prompt_ratings GROUP BY 1`,
    )
    const byId = new Map(rows.map((r) => [r.id, r]))
    const seen = await walk('sort=rating', 100)
    for (const item of seen) {
      const r = byId.get(item.id)
      expect(item.rating).toEqual(r ? { average: Number(r.avg), count: r.n } : null)
    }
    expect(seen.filter((i) => i.rating).length).toBe(rows.length)
  })

  it('filters by category, tier, price range and minimum rating, alone and together', async () => {
    const cases: [string, string][] = [
      ['category=health', `t.category = 'Health & Fitness'`],
      ['tier=boost', `t.tier = 'boost'`],
      ['minPrice=1000', 't.price_cents >= 1000'],
      ['maxPrice=1598', 't.price_cents <= 1598'],
      ['minPrice=1000&maxPrice=1598', 't.price_cents BETWEEN 1000 AND 1598'],
      ['minRating=4', 'coalesce(r.avg, 0) >= 4'],
      [
        'minRating=3&category=life&tier=daily',
        `r.avg >= 3 AND t.category = 'Life & Direction' AND t.tier = 'daily'`,
      ],
    ]
    for (const [query, where] of cases)
      for (const sort of ['bestselling', 'price-desc', 'rating', 'newest']) {
        const seen = await walk(`${query}&sort=${sort}`, 13)
        const expected = await truth(where, orderOf[sort]!)
        expect(expected.length, query).toBeGreaterThan(0)
        expect(
          seen.map((i) => i.id),
          `${query} by ${sort}`,
        ).toEqual(expected)
      }
    expect(await walk('minPrice=3000', 10)).toEqual([])
  })

  it('ranks by relevance: names that hold the text first, then descriptions only, each by name', async () => {
    const seen = await walk('q=budget&sort=relevance', 7)
    const names = await truth(`t.name ILIKE '%budget%'`, 't.name, t.id')
    const descriptions = await truth(
      `t.description ILIKE '%budget%' AND NOT t.name ILIKE '%budget%'`,
      't.name, t.id',
    )
    expect(descriptions).toEqual(['zz-desc-2', 'zz-desc-1'])
    expect(seen.map((i) => i.id)).toEqual([...names, ...descriptions])
    // With other filters too, and a page boundary inside each group.
    const inCategory = await walk('q=budget&sort=relevance&category=business', 2)
    expect(inCategory.map((i) => i.id)).toEqual([
      ...(await truth(`t.name ILIKE '%budget%' AND t.category = 'Career & Business'`, 't.name, t.id')),
      ...descriptions,
    ])
  })

  it('follows purchases, refunds and ratings at once, and a sort reflects them', async () => {
    await db.execute(sql`UPDATE prompt_purchases SET status = 'refunded' WHERE prompt_id = 'gen-4'`)
    await db.execute(
      sql`INSERT INTO prompt_purchases (user_id, prompt_id, purchase_method) SELECT 'late-' || g, 'gen-7', 'credits' FROM generate_series(1, 9) g`,
    )
    const rated = await queryRows<{ id: string; n: number }>(
      db,
      sql`SELECT prompt_id AS id, count(*)::int AS n FROM prompt_ratings GROUP BY 1 ORDER BY 1 LIMIT 2`,
    )
    const [changed, removed] = [rated[0]!, rated[1]!]
    await db.execute(sql`UPDATE prompt_ratings SET stars = 5 WHERE prompt_id = ${changed.id}`)
    await db.execute(sql`DELETE FROM prompt_ratings WHERE prompt_id = ${removed.id}`)
    const [top] = (await json('/api/templates?sort=bestselling&limit=1')).data.items
    expect(top.id).toBe('gen-7')
    expect((await json(`/api/templates/${changed.id}`)).data.rating).toEqual({ average: 5, count: changed.n })
    expect((await json(`/api/templates/${removed.id}`)).data.rating).toBeNull()
    for (const sort of ['bestselling', 'rating'])
      expect((await walk(`sort=${sort}`, 50)).map((i) => i.id)).toEqual(await truth('', orderOf[sort]!))
    const drift = await queryRows<{ id: string }>(
      db,
      sql`SELECT t.id FROM prompt_templates t
          WHERE t.sales_count <> (SELECT count(*) FROM prompt_purchases p WHERE p.prompt_id = t.id AND p.status = 'completed')
             OR t.rating_count <> (SELECT count(*) FROM prompt_ratings r WHERE r.prompt_id = t.id)
             OR t.rating_sum <> (SELECT coalesce(sum(stars), 0) FROM prompt_ratings r WHERE r.prompt_id = t.id)`,
    )
    expect(drift).toEqual([])
  })

  it('keeps no figure from a purchase that rolled back', async () => {
    const before = (await json('/api/templates?sort=bestselling&limit=1')).data.items[0]
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(
          sql`INSERT INTO prompt_purchases (user_id, prompt_id, purchase_method) SELECT 'rb-' || g, 'gen-11', 'credits' FROM generate_series(1, 30) g`,
        )
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    expect((await json('/api/templates?sort=bestselling&limit=1')).data.items[0]).toEqual(before)
  })

  it('answers hostile queries with 400 in the house error shape, never a 5xx', async () => {
    const other = (await json('/api/templates?sort=price-asc&limit=2')).data.nextCursor as string
    const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url')
    const hostile = [
      'sort=cheapest',
      'sort=relevance',
      'sort=name&sort=newest',
      'minPrice=-1',
      'maxPrice=-100',
      'minPrice=99999999999',
      'maxPrice=1e400',
      'minPrice=12.5',
      'minPrice=abc',
      'minPrice=2000&maxPrice=1000',
      'minRating=0',
      'minRating=6',
      'minRating=4.55',
      'minRating=five',
      'minRating=-4',
      'q=%00',
      'cursor=not-a-cursor',
      `cursor=${other}&sort=newest`,
      `cursor=${b64(['newest', 'yesterday', 'x'])}&sort=newest`,
      `cursor=${b64(['newest', 1e300, 'x'])}&sort=newest`,
      `cursor=${b64(['price-asc', 2 ** 40, 'a', 'b'])}&sort=price-asc`,
      `cursor=${b64(['rating', '-4.5; DROP TABLE x', -1, 'a', 'b'])}&sort=rating`,
      `cursor=${b64(['name', 'a\u0000', 'b'])}`,
      `cursor=${b64(['relevance', 7, 'a', 'b'])}&q=budget&sort=relevance`,
      `cursor=${b64({ sort: 'name' })}`,
      `cursor=${'A'.repeat(600)}`,
      'limit=0',
      'limit=100000',
    ]
    for (const query of hostile) {
      const res = await json(`/api/templates?${query}`)
      expect(res.status, query).toBe(400)
      expect(res.data, query).toEqual({ error: { code: expect.any(String), message: expect.any(String) } })
    }
    const res = await json('/api/templates?sort=cheapest')
    expect(res.data.error.message).toBe('Unknown sort')
  })
})
