import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../../app-env.ts'
import type { CachedSession } from './session-cache.ts'

// Better Auth's session cookie (`__Secure-` prefixed on https): its signed value is the cache key.
const sessionCookie = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/
export const sessionTokenOf = (cookieHeader: string | undefined) =>
  cookieHeader ? sessionCookie.exec(cookieHeader)?.[1] : undefined

/**
 * Reads the session cookie and sets c.var.user for every API route. Better Auth checks the cookie's signature and
 * the session row; its answer is kept in the session cache (decision 0028) for at most a second.
 */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  const token = c.req.path.startsWith('/api/auth/') ? null : sessionTokenOf(c.req.header('cookie'))
  if (token) {
    const { auth, env, sessions } = c.var.deps
    const found = await sessions.session(token, async (): Promise<CachedSession | null> => {
      const got = await auth.api.getSession({ headers: c.req.raw.headers })
      if (!got) return null
      const u = got.user as typeof got.user & { role?: string | null }
      return {
        user: {
          id: u.id,
          email: u.email,
          name: u.name,
          // ADMIN_EMAILS makes an admin on every session load (decision 0012); the role column holds CLI grants.
          role: env.ADMIN_EMAILS.includes(u.email.toLowerCase()) ? 'admin' : (u.role ?? 'user'),
          emailVerified: u.emailVerified,
        },
        sessionId: got.session.id,
        expiresAt: new Date(got.session.expiresAt).getTime(),
      }
    })
    if (found) {
      c.set('user', found.user)
      c.set('sessionId', found.sessionId)
    }
  }
  await next()
})
