import { createMiddleware } from 'hono/factory'
import type { AppEnv, SessionUser } from '../../app-env.ts'
import { AppError } from '../../lib/errors.ts'

/**
 * The context after requireUser or requireAdmin: `c.var.user` is a SessionUser, never null. Hono merges a
 * middleware's env into the handlers after it (per route, and for `.use()` on the chain), so no `!` is needed.
 */
export type SignedInEnv = AppEnv & { Variables: { user: SessionUser } }

/** Refuses anonymous callers with 401; after it, c.var.user is set. */
export const requireUser = createMiddleware<SignedInEnv>(async (c, next) => {
  if (!c.var.user) throw new AppError('unauthorized', 'Authentication required', 401)
  await next()
})

/** Refuses everyone but admins (403), anonymous callers with 401. */
export const requireAdmin = createMiddleware<SignedInEnv>(async (c, next) => {
  if (!c.var.user) throw new AppError('unauthorized', 'Authentication required', 401)
  if (c.var.user.role !== 'admin') throw new AppError('forbidden', 'You do not have access to this page', 403)
  await next()
})
