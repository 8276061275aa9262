import { Hono } from 'hono'
import type { AppEnv } from '../../app-env.ts'
import { buildSitemap } from './build-sitemap.ts'
import { robotsTxt } from './robots-txt.ts'

// Outside /api: crawlers ask for these at the site's root.
export const seoRoutes = new Hono<AppEnv>()
  .get('/sitemap.xml', async (c) =>
    c.body(await buildSitemap(c.var.deps.db, { appUrl: c.var.deps.env.APP_URL }), 200, {
      'Content-Type': 'application/xml; charset=UTF-8',
      'Cache-Control': 'public, max-age=600',
    }),
  )
  .get('/robots.txt', (c) =>
    c.body(robotsTxt({ appUrl: c.var.deps.env.APP_URL }), 200, {
      'Content-Type': 'text/plain; charset=UTF-8',
      'Cache-Control': 'public, max-age=3600',
    }),
  )
