import { Hono } from 'hono'
import type { AppEnv } from '../../app-env.ts'
import { validate } from '../../lib/validate.ts'
import { logSearchAnalyticsBody } from '../../../shared/search/search-bodies.ts'
import { logSearch } from './log-search.ts'
import { rateLimit } from '../../lib/rate-limit.ts'

// A person searching sends a few of these a minute; 120 leaves room for a busy session and stops a flood.
export const analyticsRoutes = new Hono<AppEnv>().post(
  '/functions/log-search-analytics',
  rateLimit({ name: 'search-analytics', max: 120, windowMs: 60_000 }),
  validate('json', logSearchAnalyticsBody),
  async (c) => {
    await logSearch(c.var.deps.db, { userId: c.var.user?.id ?? null, ...c.req.valid('json') })
    return c.json({ ok: true as const })
  },
)
