import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv, Deps } from '../../app-env.ts'
import { AppError } from '../../lib/errors.ts'

type Window = { count: number; resetAt: number }

/**
 * A fixed-window limit per caller (the signed-in user, else the client address). It is kept in this process: with
 * several processes each allows the limit, which is enough to stop one client flooding the table.
 */
export function rateLimit(opts: { max: number; windowMs: number }) {
  const windowsByApp = new WeakMap<Deps, Map<string, Window>>()
  return createMiddleware<AppEnv>(async (c, next) => {
    let windows = windowsByApp.get(c.var.deps)
    if (!windows) windowsByApp.set(c.var.deps, (windows = new Map()))
    const now = Date.now()
    if (windows.size > 10_000) for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k)
    const key = callerKey(c)
    const window = windows.get(key)
    if (!window || window.resetAt <= now) windows.set(key, { count: 1, resetAt: now + opts.windowMs })
    else if (++window.count > opts.max) {
      c.header('Retry-After', String(Math.ceil((window.resetAt - now) / 1000)))
      throw new AppError('rate_limited', 'Too many requests. Please try again later', 429)
    }
    await next()
  })
}

function callerKey(c: Context<AppEnv>): string {
  if (c.var.user) return `user:${c.var.user.id}`
  try {
    return `ip:${getConnInfo(c).remote.address ?? 'unknown'}`
  } catch {
    return 'ip:unknown' // in-process requests (tests) have no socket
  }
}
