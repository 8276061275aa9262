import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv, Deps } from '../app-env.ts'
import { AppError } from './errors.ts'
import { clientIp } from './client-ip.ts'

/**
 * A fixed-window limit per caller (the signed-in user, else the client address), named so that limits on
 * different routes count apart. The counts live in `deps.rateLimits` (build-deps.ts): in Redis with REDIS_URL, shared
 * by every server process; without it in this process (each process then allows the limit on its own).
 */
export function rateLimit(opts: Limit) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await assertWithinLimit(c, opts, callerKey(c))
    await next()
  })
}

export type Limit = { name: string; max: number; windowMs: number }

/** Counts one hit for `key` under the named limit; past `max` in the window, a 429 with Retry-After. */
export async function assertWithinLimit(
  c: Context<AppEnv>,
  opts: Limit,
  key: string,
  tooMany = () => new AppError('rate_limited', 'Too many requests. Please try again later', 429),
) {
  const { count, resetAt } = await c.var.deps.rateLimits.hit(`${opts.name}:${key}`, opts.windowMs)
  if (count > opts.max) {
    c.header('Retry-After', String(Math.max(1, Math.ceil((resetAt - Date.now()) / 1000))))
    throw tooMany()
  }
}

/** One hit on a limit keyed by the caller's choice (an e-mail, an address): its count and when its window ends. */
export const hitRateLimit = (deps: Pick<Deps, 'rateLimits'>, key: string, windowMs: number) =>
  deps.rateLimits.hit(key, windowMs)

function callerKey(c: Context<AppEnv>): string {
  if (c.var.user) return `user:${c.var.user.id}`
  return `ip:${clientIp(c) ?? 'unknown'}` // in-process requests (tests) have no socket
}
