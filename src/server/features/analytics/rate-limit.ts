import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv, Deps } from '../../app-env.ts'
import { AppError } from '../../lib/errors.ts'
import { createMemoryStore, createRedisStore, redisClient, type RateLimitStore } from './rate-limit-store.ts'

/**
 * A fixed-window limit per caller (the signed-in user, else the client address), named so that limits on
 * different routes count apart. With REDIS_URL the counts live in Redis and every server process shares them;
 * without it they are kept in this process (each process then allows the limit on its own).
 */
export function rateLimit(opts: { name: string; max: number; windowMs: number }) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const { count, resetAt } = await storeFor(c.var.deps).hit(`${opts.name}:${callerKey(c)}`, opts.windowMs)
    if (count > opts.max) {
      c.header('Retry-After', String(Math.max(1, Math.ceil((resetAt - Date.now()) / 1000))))
      throw new AppError('rate_limited', 'Too many requests. Please try again later', 429)
    }
    await next()
  })
}

/** One hit on a limit keyed by the caller's choice (an e-mail, an address): its count and when its window ends. */
export const hitRateLimit = (deps: Deps, key: string, windowMs: number) => storeFor(deps).hit(key, windowMs)

// One store per running app (its deps); tests build many apps in one process.
const stores = new WeakMap<Deps, RateLimitStore>()

function storeFor(deps: Deps): RateLimitStore {
  let store = stores.get(deps)
  if (!store) {
    const url = deps.env.REDIS_URL
    store = url ? createRedisStore(redisClient(url)) : createMemoryStore()
    stores.set(deps, store)
  }
  return store
}

function callerKey(c: Context<AppEnv>): string {
  if (c.var.user) return `user:${c.var.user.id}`
  try {
    return `ip:${getConnInfo(c).remote.address ?? 'unknown'}`
  } catch {
    return 'ip:unknown' // in-process requests (tests) have no socket
  }
}
