import { createMiddleware } from 'hono/factory'
import type { AppEnv, SessionUser } from '../../app-env.ts'
import { AppError } from '../../lib/errors.ts'

/** Refuses anonymous callers with 401; after it, c.var.user is set. */
export const requireUser = createMiddleware<AppEnv & { Variables: { user: SessionUser } }>(
  async (c, next) => {
    if (!c.var.user) throw new AppError('unauthorized', 'Authentication required', 401)
    await next()
  },
)

/** Refuses everyone but admins (403), anonymous callers with 401. */
export const requireAdmin = createMiddleware<AppEnv & { Variables: { user: SessionUser } }>(
  async (c, next) => {
    if (!c.var.user) throw new AppError('unauthorized', 'Authentication required', 401)
    if (c.var.user.role !== 'admin')
      throw new AppError('forbidden', 'You do not have access to this page', 403)
    await next()
  },
)
