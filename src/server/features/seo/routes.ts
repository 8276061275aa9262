import { Hono, type Context } from 'hono'
import type { AppEnv } from '../../app-env.ts'
import { buildSitemap } from './build-sitemap.ts'
import { robotsTxt } from './robots-txt.ts'

const sitemapFile = async (c: Context<AppEnv>, page?: number) => {
  const xml = await buildSitemap(c.var.deps.db, { appUrl: c.var.deps.env.APP_URL, page })
  if (xml === null) return c.text('Not found', 404)
  return c.body(xml, 200, {
    'Content-Type': 'application/xml; charset=UTF-8',
    'Cache-Control': 'public, max-age=600',
  })
}

// Outside /api: crawlers ask for these at the site's root.
export const seoRoutes = new Hono<AppEnv>()
  .get('/sitemap.xml', (c) => sitemapFile(c))
  // The files of the index a catalogue of more than 50,000 addresses gets.
  .get('/:file{sitemap-[1-9][0-9]{0,5}\\.xml}', (c) =>
    sitemapFile(c, Number(/\d+/.exec(c.req.param('file'))![0])),
  )
  .get('/robots.txt', (c) =>
    c.body(robotsTxt({ appUrl: c.var.deps.env.APP_URL }), 200, {
      'Content-Type': 'text/plain; charset=UTF-8',
      'Cache-Control': 'public, max-age=3600',
    }),
  )
