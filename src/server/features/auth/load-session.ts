import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../../app-env.ts'

/** Reads the session cookie (through Better Auth) and sets c.var.user for every API route. */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  // Better Auth's session cookie is `[__Secure-]better-auth.session_token`: without it there is nothing to look up.
  if (!c.req.path.startsWith('/api/auth/') && c.req.header('cookie')?.includes('session_token')) {
    const found = await c.var.deps.auth.api.getSession({ headers: c.req.raw.headers })
    if (found) {
      const u = found.user as typeof found.user & { role?: string | null }
      c.set('user', {
        id: u.id,
        email: u.email,
        name: u.name,
        // ADMIN_EMAILS makes an admin on every session load (decision 0012); the role column holds CLI grants.
        role: c.var.deps.env.ADMIN_EMAILS.includes(u.email.toLowerCase()) ? 'admin' : (u.role ?? 'user'),
        emailVerified: u.emailVerified,
      })
      c.set('sessionId', found.session.id)
    }
  }
  await next()
})
