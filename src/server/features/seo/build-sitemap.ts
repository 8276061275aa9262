import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { categories, categoryOf } from '../../../shared/catalog/categories.ts'
import { productPath } from './find-product.ts'

// The protocol's limit for one file; a larger catalogue needs a sitemap index (docs/deviations.md).
export const sitemapUrlLimit = 50_000

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

type Entry = { path: string; lastmod?: Date }

/**
 * /sitemap.xml (decision 0030): the storefront's public pages, every active prompt and every category, each with
 * its last change (a category's is its newest active prompt's). Inactive prompts are left out.
 */
export async function buildSitemap(db: Db, { appUrl }: { appUrl: string }) {
  const t = promptTemplates
  const rows = await db
    .select({
      id: t.id,
      slug: t.slug,
      staticPage: t.staticPage,
      category: t.category,
      updatedAt: t.updatedAt,
    })
    .from(t)
    .where(eq(t.status, 'active'))
    .orderBy(asc(t.name), asc(t.id))
    .limit(sitemapUrlLimit - categories.length - 9)
  const newest = (dates: Date[]) =>
    dates.length ? new Date(Math.max(...dates.map((d) => new Date(d).getTime()))) : undefined
  const all = newest(rows.map((r) => r.updatedAt))
  const entries: Entry[] = [
    { path: '/', lastmod: all },
    { path: '/browse', lastmod: all },
    ...categories.map((c) => ({
      path: `/category/${c.path}`,
      lastmod: newest(rows.filter((r) => categoryOf(r.category).key === c.key).map((r) => r.updatedAt)),
    })),
    ...rows.map((r) => ({ path: productPath(r), lastmod: r.updatedAt })),
    { path: '/prompt-builder' },
    { path: '/terms' },
    { path: '/privacy' },
    { path: '/refund-policy' },
    { path: '/creator-terms' },
    { path: '/contact' },
  ]
  const url = (e: Entry) =>
    `<url><loc>${escapeXml(new URL(e.path, `${appUrl}/`).href)}</loc>${
      e.lastmod ? `<lastmod>${new Date(e.lastmod).toISOString()}</lastmod>` : ''
    }</url>`
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries
    .map(url)
    .join('\n')}\n</urlset>\n`
}
