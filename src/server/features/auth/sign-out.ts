import type { Deps } from '../../app-env.ts'
import { recordSecurityEvent } from '../security/public.ts'
import { authRequest } from './auth-request.ts'

/**
 * POST /api/auth/sign-out: signs out through Better Auth (its answer expires the session cookie) and, when a
 * session really ended, records a logout in the security log under that session's user.
 */
export async function signOut(
  deps: Pick<Deps, 'db' | 'auth'>,
  opts: { request: Request; ip: string | null; userAgent: string | null },
): Promise<Response> {
  const found = await deps.auth.api.getSession({ headers: opts.request.headers }).catch(() => null)
  // Better Auth wants a JSON body even here; a bodiless POST (what browsers send) would get a 415.
  const res = await deps.auth.handler(authRequest(opts.request, {}, opts.ip))
  if (found && res.ok)
    await recordSecurityEvent(deps.db, {
      type: 'login_attempt',
      userId: found.user.id,
      ip: opts.ip,
      userAgent: opts.userAgent,
      details: { source: 'server', action: 'logout' },
    })
  return res
}
