import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../../app-env.ts'
import { AppError } from '../../lib/errors.ts'
import { clientIp } from '../../lib/client-ip.ts'
import { hasUnstorableText } from '../../lib/storable-text.ts'
import { authMessages } from '../../../shared/auth/auth-messages.ts'
import { assertWithinLimit } from '../../lib/rate-limit.ts'
import { allowedAuthRoute } from './allowed-auth-routes.ts'

/**
 * In front of every /api/auth route (ours and Better Auth's): only the allow-list is reachable (404 otherwise),
 * a route that guards a secret is limited per client address, and text the database cannot store is a 400
 * before any of it reaches Better Auth (which would answer 500).
 */
export const authGate = createMiddleware<AppEnv>(async (c, next) => {
  const route = allowedAuthRoute(c.req.method, c.req.path)
  if (!route) throw new AppError('not_found', 'Not found', 404)
  const ip = clientIp(c)
  // Without an address (in-process tests only: a server always has a socket) there is no one to count.
  if (route.limit && ip)
    await assertWithinLimit(
      c,
      { ...route.limit, max: route.limit.max * c.var.deps.env.AUTH_LIMIT_SCALE },
      `ip:${ip}`,
      () => new AppError('too_many_attempts', authMessages.tooManyAttempts, 429),
    )
  if (await hasUnstorableInput(c.req.raw))
    throw new AppError('bad_request', 'The request contains characters that are not allowed', 400)
  await next()
})

async function hasUnstorableInput(req: Request) {
  const url = new URL(req.url)
  let path = url.pathname
  try {
    path = decodeURIComponent(path)
  } catch {
    return true // a %-escape that is not UTF-8 (a lone surrogate) in the path
  }
  if (hasUnstorableText(path) || hasUnstorableText([...url.searchParams].flat())) return true
  if (req.method === 'GET' || req.method === 'HEAD' || !req.body) return false
  // A clone, so the routes after this one (and Better Auth) still read the body.
  const text = await req.clone().text()
  try {
    return hasUnstorableText(JSON.parse(text))
  } catch {
    return hasUnstorableText(text)
  }
}
