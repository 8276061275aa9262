import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { creators } from '../../db/schema/creators.ts'
import { givenCreator, givenCreatorTemplate } from '../../testing/versions-test-kit.ts'
import { testApp } from '../../testing/test-app.ts'
import { buildSitemap } from './build-sitemap.ts'
import { categories, categoryOf } from '../../../shared/catalog/categories.ts'

// Decision 0030: /sitemap.xml follows the catalogue; /robots.txt names it and keeps private pages out.

const entriesOf = (xml: string) =>
  new Map(
    [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map((m) => [
      m[1]!.replace(/&amp;/g, '&'),
      m[2] ?? null,
    ]),
  )

describe('sitemap and robots', async () => {
  const t = await testApp({ seed: true })
  const appUrl = t.deps.env.APP_URL
  const sitemap = async () => {
    const res = await t.app.request('/sitemap.xml')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('application/xml')
    const xml = await res.text()
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    return entriesOf(xml)
  }
  const addressOf = (r: { id: string; slug: string; staticPage: boolean }) =>
    r.staticPage ? `${appUrl}/prompts/${r.slug}` : `${appUrl}/prompt/${encodeURIComponent(r.id)}`

  it('lists every active prompt and every category with its last change, and no inactive prompt', async () => {
    const [retired] = await t.db.select().from(promptTemplates).limit(1)
    await t.db.update(promptTemplates).set({ status: 'inactive' }).where(eq(promptTemplates.id, retired!.id))
    const changed = new Date('2031-02-03T04:05:06.000Z')
    const [edited] = await t.db
      .update(promptTemplates)
      .set({ updatedAt: changed })
      .where(eq(promptTemplates.slug, 'japan-planner'))
      .returning()

    const rows = await t.db.select().from(promptTemplates)
    const active = rows.filter((r) => r.status === 'active')
    expect(active.length).toBeGreaterThan(10)
    const entries = await sitemap()
    for (const r of active) expect(entries.get(addressOf(r)), r.slug).toBe(r.updatedAt.toISOString())
    expect(entries.has(addressOf(retired!))).toBe(false)
    expect(entries.get(addressOf(edited!))).toBe(changed.toISOString())

    for (const c of categories) {
      const own = active.filter((r) => categoryOf(r.category).key === c.key)
      const newest = own.length
        ? new Date(Math.max(...own.map((r) => r.updatedAt.getTime()))).toISOString()
        : null
      expect(entries.get(`${appUrl}/category/${c.path}`), c.path).toBe(newest)
    }
    expect(entries.get(`${appUrl}/`)).toBe(changed.toISOString())
    // Nothing private.
    for (const loc of entries.keys())
      expect(loc).not.toMatch(/\/(api|admin|account|dashboard|checkout|payment)\b/)
    // Home, browse, the Prompt Builder, four policies (creator terms among them), contact and the house creator.
    expect(entries.has(`${appUrl}/creator-terms`)).toBe(true)
    expect(entries.get(`${appUrl}/creators/promptmarket`)).toBe(changed.toISOString())
    expect(entries.size).toBe(active.length + categories.length + 9)
  })

  it("lists a creator's page while they have a template on sale and are not suspended", async () => {
    const { creatorId, handle } = await givenCreator(t.db)
    const page = `${appUrl}/creators/${handle}`
    expect((await sitemap()).has(page)).toBe(false)
    const { templateId } = await givenCreatorTemplate(t.db, { creatorId })
    const [row] = await t.db.select().from(promptTemplates).where(eq(promptTemplates.id, templateId))
    expect((await sitemap()).get(page)).toBe(row!.updatedAt.toISOString())
    await t.db.update(creators).set({ status: 'suspended' }).where(eq(creators.id, creatorId))
    expect((await sitemap()).has(page)).toBe(false)
  })

  it('past the size of one file, /sitemap.xml is an index whose files together list every address once', async () => {
    const whole = entriesOf((await buildSitemap(t.db, { appUrl }))!)
    const pageSize = 7
    const index = (await buildSitemap(t.db, { appUrl, pageSize }))!
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    const files = [...index.matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)
    expect(files).toHaveLength(Math.ceil(whole.size / pageSize))
    const seen = new Map<string, string | null>()
    for (const [i, file] of files.entries()) {
      expect(file).toBe(`${appUrl}/sitemap.xml?page=${i + 1}`)
      const part = entriesOf((await buildSitemap(t.db, { appUrl, pageSize, page: i + 1 }))!)
      expect(part.size).toBeLessThanOrEqual(pageSize)
      for (const [loc, lastmod] of part) {
        expect(seen.has(loc), loc).toBe(false)
        seen.set(loc, lastmod)
      }
    }
    expect(seen).toEqual(whole)
    expect(await buildSitemap(t.db, { appUrl, pageSize, page: files.length + 1 })).toBeNull()
    // Over HTTP: one file here, so its only page is the same list; other numbers are not found.
    expect((await t.app.request('/sitemap.xml?page=1')).status).toBe(200)
    for (const page of ['2', '0', 'x', '99999999', '1.5', ''])
      expect((await t.app.request(`/sitemap.xml?page=${page}`)).status, page).toBe(404)
  })

  it('robots.txt names the sitemap and keeps the API, admin, checkout and account pages out', async () => {
    const res = await t.app.request('/robots.txt')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/plain')
    const lines = (await res.text()).split('\n')
    expect(lines).toContain('User-agent: *')
    expect(lines).toContain(`Sitemap: ${appUrl}/sitemap.xml`)
    for (const path of ['/api/', '/admin', '/account', '/dashboard', '/checkout/', '/payment/'])
      expect(lines, path).toContain(`Disallow: ${path}`)
    expect(lines).not.toContain('Disallow: /')
  })
})
