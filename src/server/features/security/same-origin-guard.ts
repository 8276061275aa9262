import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../../app-env.ts'
import { AppError } from '../../lib/errors.ts'

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
// Signed by the provider and posted from its servers: the signature, not the origin, proves it.
const exempt = new Set(['/api/webhooks/stripe'])

/**
 * Refuses a state-changing API call that a browser sent from another site (CSRF): a foreign or "null"
 * Origin, or, without an Origin, Sec-Fetch-Site cross-site/same-site. Callers that are not browsers send
 * neither header and pass; session cookies are SameSite=Lax besides.
 */
export function sameOriginGuard(opts: { appUrl: string }): MiddlewareHandler<AppEnv> {
  const own = new URL(opts.appUrl).origin
  return async (c, next) => {
    if (stateChanging.has(c.req.method) && !exempt.has(c.req.path)) {
      const origin = c.req.header('origin')
      const site = c.req.header('sec-fetch-site')
      const foreign = origin !== undefined ? origin !== own : site === 'cross-site' || site === 'same-site'
      if (foreign)
        throw new AppError('cross_origin_forbidden', 'Requests from other websites are not allowed', 403)
    }
    await next()
  }
}
