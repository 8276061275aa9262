import { describe, expect, it } from 'vitest'
import { categories } from '../../../shared/catalog/categories.ts'
import { tiers } from '../../../shared/catalog/tiers.ts'
import { insertGeneratedTemplates } from '../../testing/generate-templates.ts'
import { testApp } from '../../testing/test-app.ts'

type Page = {
  items: { id: string; name: string; categoryKey: string; tier: string }[]
  nextCursor: string | null
}

// Cursor paging on a modest generated catalogue: every page walk covers its whole result exactly once, in order.
describe('catalogue paging', async () => {
  const total = 640
  const { json, db } = await testApp()
  await insertGeneratedTemplates(db, { count: total })

  async function walk(query: string, limit: number) {
    const seen: Page['items'] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const res: { status: number; data: Page } = await json(
        `/api/templates?${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      )
      expect(res.status).toBe(200)
      expect(res.data.items.length).toBeLessThanOrEqual(limit)
      seen.push(...res.data.items)
      cursor = res.data.nextCursor
      pages++
    } while (cursor && pages < 1000)
    return { seen, pages }
  }

  const byNameThenId = (a: { name: string; id: string }, b: { name: string; id: string }) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0

  it('walks the whole list exactly once, ordered by name then id, ties included', async () => {
    const { seen, pages } = await walk('', 37)
    expect(seen).toHaveLength(total)
    expect(new Set(seen.map((i) => i.id)).size).toBe(total)
    expect(pages).toBe(Math.ceil(total / 37))
    expect([...seen].sort(byNameThenId).map((i) => i.id)).toEqual(seen.map((i) => i.id))
  })

  it('pages a category, a category and tier, and a text search, each matching the summary counts', async () => {
    const summary = (await json('/api/catalog-summary')).data
    expect(summary.total).toBe(total)
    for (const category of categories.slice(0, 2)) {
      const { seen } = await walk(`category=${category.key}`, 25)
      expect(seen).toHaveLength(summary.categories[category.key].count)
      expect(new Set(seen.map((i) => i.id)).size).toBe(seen.length)
      expect(seen.every((i) => i.categoryKey === category.key)).toBe(true)
      for (const tier of tiers) {
        const inTier = await walk(`category=${category.key}&tier=${tier}`, 9)
        expect(inTier.seen).toHaveLength(summary.categories[category.key].tiers[tier])
        expect(inTier.seen.every((i) => i.tier === tier && i.categoryKey === category.key)).toBe(true)
      }
    }
    const search = await walk('q=marathon', 11)
    const expected = (await json(`/api/templates?q=marathon&limit=1000`)).data.items
    expect(search.seen.map((i) => i.id)).toEqual(expected.map((i: { id: string }) => i.id))
    expect(search.seen.length).toBeGreaterThan(11)
  })

  it('refuses a forged cursor with a 400', async () => {
    const res = await json('/api/templates?cursor=not-a-cursor')
    expect(res.status).toBe(400)
    expect(res.data.error.code).toBe('bad_request')
  })
})
