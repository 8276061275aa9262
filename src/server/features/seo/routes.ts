import { Hono } from 'hono'
import type { AppEnv } from '../../app-env.ts'
import { AppError } from '../../lib/errors.ts'
import { buildSitemap } from './build-sitemap.ts'
import { robotsTxt } from './robots-txt.ts'

// Outside /api: crawlers ask for these at the site's root.
export const seoRoutes = new Hono<AppEnv>()
  // `?page=n`: the files of the index a catalogue of more than 50,000 addresses gets.
  .get('/sitemap.xml', async (c) => {
    const asked = c.req.query('page')
    if (asked !== undefined && !/^[1-9][0-9]{0,5}$/.test(asked))
      throw new AppError('not_found', 'Not found', 404)
    const xml = await buildSitemap(c.var.deps.db, {
      appUrl: c.var.deps.env.APP_URL,
      page: asked === undefined ? undefined : Number(asked),
    })
    if (xml === null) throw new AppError('not_found', 'Not found', 404)
    return c.body(xml, 200, {
      'Content-Type': 'application/xml; charset=UTF-8',
      'Cache-Control': 'public, max-age=600',
    })
  })
  .get('/robots.txt', (c) =>
    c.body(robotsTxt({ appUrl: c.var.deps.env.APP_URL }), 200, {
      'Content-Type': 'text/plain; charset=UTF-8',
      'Cache-Control': 'public, max-age=3600',
    }),
  )
