import { createMiddleware } from 'hono/factory'
import type { AppEnv, SessionUser } from '../../app-env.ts'
import { AppError } from '../../lib/errors.ts'
import { findStudioCreator } from './find-studio-creator.ts'

/** The context of the studio's routes: the caller's approved creator id, from the database. */
export type StudioEnv = AppEnv & { Variables: { user: SessionUser; creatorId: string } }

/** Visitors 401; members who are not approved creators 403 (suspended creators too). */
export const requireCreator = createMiddleware<StudioEnv>(async (c, next) => {
  if (!c.var.user) throw new AppError('unauthorized', 'Authentication required', 401)
  c.set('creatorId', await findStudioCreator(c.var.deps.db, c.var.user.id))
  await next()
})
