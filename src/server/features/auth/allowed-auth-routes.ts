import type { Limit } from '../../lib/rate-limit.ts'

type AllowedRoute = { method: 'GET' | 'POST'; path: string; why: string; limit?: Limit }

const minutes = (n: number) => n * 60_000

/**
 * Every Better Auth route our pages and e-mails use, with why, and the limit per client address of those that
 * guard a secret. Anything else under /api/auth (update-user, change-password, list-sessions...) answers 404:
 * our own account routes do those jobs under our rules (decision 0019).
 */
export const allowedAuthRoutes: AllowedRoute[] = [
  {
    method: 'POST',
    path: '/api/auth/sign-up/email',
    why: 'the sign-up page (our own route, with the spec rules, then Better Auth)',
    limit: { name: 'auth-sign-up', max: 10, windowMs: minutes(10) },
  },
  {
    method: 'POST',
    path: '/api/auth/sign-in/email',
    why: 'the sign-in page (our own route; failed sign-ins also count in security/login-throttle.ts)',
    limit: { name: 'auth-sign-in', max: 20, windowMs: minutes(1) },
  },
  { method: 'POST', path: '/api/auth/sign-out', why: 'the Sign out button (our own route)' },
  {
    method: 'GET',
    path: '/api/auth/get-session',
    why: 'every page asks whether there is a session and when it ends; never limited, tokens stripped',
  },
  {
    method: 'GET',
    path: '/api/auth/verify-email',
    why: 'the link in the confirmation e-mail',
    limit: { name: 'auth-verify-email', max: 20, windowMs: minutes(10) },
  },
  {
    method: 'POST',
    path: '/api/auth/request-password-reset',
    why: 'the forgot-password page (limited per address and per e-mail in password-reset-throttle.ts)',
  },
  {
    method: 'POST',
    path: '/api/auth/reset-password',
    why: 'the reset-password page (token tries limited per address in password-reset-throttle.ts)',
  },
  {
    method: 'GET',
    path: '/api/auth/reset-password/:token',
    why: 'the link in the reset e-mail (token tries limited as above)',
  },
]

/** The allowed route a request is for (HEAD counts as GET), or undefined. */
export function allowedAuthRoute(method: string, path: string): AllowedRoute | undefined {
  const asked = method === 'HEAD' ? 'GET' : method
  return allowedAuthRoutes.find((r) => r.method === asked && pathMatches(r.path, path))
}

function pathMatches(pattern: string, path: string) {
  const want = pattern.split('/')
  const got = path.split('/')
  return (
    want.length === got.length && want.every((w, i) => (w.startsWith(':') ? got[i] !== '' : w === got[i]))
  )
}
