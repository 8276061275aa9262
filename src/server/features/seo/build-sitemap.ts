import { and, asc, count, eq, max } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { creators } from '../../db/schema/creators.ts'
import { categories, categoryOf } from '../../../shared/catalog/categories.ts'
import { productPath } from './find-product.ts'

// The protocol's limit for one file; beyond it /sitemap.xml becomes an index of its pages (/sitemap.xml?page=n).
export const sitemapUrlLimit = 50_000

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

type Entry = { path: string; lastmod?: Date | null }

const otherPages = ['/prompt-builder', '/terms', '/privacy', '/refund-policy', '/creator-terms', '/contact']
const xmlHead = '<?xml version="1.0" encoding="UTF-8"?>\n'
const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null)

/**
 * /sitemap.xml (decision 0030): the storefront's public pages, every active prompt and every category, each with
 * its last change (a category's is its newest active prompt's). Inactive prompts are left out. Up to `pageSize`
 * addresses it is one file; beyond, /sitemap.xml (`page` undefined) is an index and `page` 1, 2, … are its files
 * (null for a page past the end).
 */
export async function buildSitemap(
  db: Db,
  { appUrl, page, pageSize = sitemapUrlLimit }: { appUrl: string; page?: number; pageSize?: number },
): Promise<string | null> {
  const t = promptTemplates
  const newestByCategory = await db
    .select({ category: t.category, newest: max(t.updatedAt), n: count() })
    .from(t)
    .where(eq(t.status, 'active'))
    .groupBy(t.category)
  const prompts = newestByCategory.reduce((sum, r) => sum + Number(r.n), 0)
  const newestOf = (key?: string) => {
    const dates = newestByCategory
      .filter((r) => key === undefined || categoryOf(r.category).key === key)
      .map((r) => (r.newest ? new Date(r.newest).getTime() : 0))
      .filter(Boolean)
    return dates.length ? new Date(Math.max(...dates)) : null
  }
  const all = newestOf()
  // Creators' pages (issue 23): an approved creator with something on sale, changed when their newest template was.
  const creatorPages = await db
    .select({ handle: creators.handle, newest: max(t.updatedAt) })
    .from(creators)
    .innerJoin(t, and(eq(t.creatorId, creators.id), eq(t.status, 'active')))
    .where(eq(creators.status, 'approved'))
    .groupBy(creators.handle)
    .orderBy(asc(creators.handle))
  const site: Entry[] = [
    { path: '/', lastmod: all },
    { path: '/browse', lastmod: all },
    ...categories.map((c) => ({ path: `/category/${c.path}`, lastmod: newestOf(c.key) })),
    ...otherPages.map((path) => ({ path })),
    ...creatorPages.map((c) => ({ path: `/creators/${encodeURIComponent(c.handle)}`, lastmod: c.newest })),
  ]
  const total = site.length + prompts
  const files = Math.max(1, Math.ceil(total / pageSize))
  const absolute = (path: string) => escapeXml(new URL(path, `${appUrl}/`).href)

  if (page === undefined && files > 1) {
    const items = Array.from({ length: files }, (_, i) => {
      const lastmod = iso(all)
      return `<sitemap><loc>${absolute(`/sitemap.xml?page=${i + 1}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>`
    })
    return `${xmlHead}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`
  }
  const index = page ?? 1
  if (!Number.isInteger(index) || index < 1 || index > files) return null

  // The file's share of the list: the site's own pages first, then the prompts by name.
  const from = (index - 1) * pageSize
  const ownPages = site.slice(from, from + pageSize)
  const promptFrom = Math.max(0, from - site.length)
  const promptCount = pageSize - ownPages.length
  const rows = promptCount
    ? await db
        .select({ id: t.id, slug: t.slug, staticPage: t.staticPage, updatedAt: t.updatedAt })
        .from(t)
        .where(eq(t.status, 'active'))
        .orderBy(asc(t.name), asc(t.id))
        .offset(promptFrom)
        .limit(promptCount)
    : []
  const entries = [...ownPages, ...rows.map((r) => ({ path: productPath(r), lastmod: r.updatedAt }))]
  const url = (e: Entry) => {
    const lastmod = iso(e.lastmod)
    return `<url><loc>${absolute(e.path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`
  }
  return `${xmlHead}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.map(url).join('\n')}\n</urlset>\n`
}
