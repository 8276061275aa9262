import { Redis } from 'ioredis'

/** Counts hits per key in fixed windows: the count so far in the current window and when it ends. */
export type RateLimitStore = {
  hit: (key: string, windowMs: number) => Promise<{ count: number; resetAt: number }>
}

type Window = { count: number; resetAt: number }

/** This process only: each process allows the limit on its own. */
export function createMemoryStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, Window>()
  return {
    hit: async (key, windowMs) => {
      const at = now()
      if (windows.size > 10_000) for (const [k, w] of windows) if (w.resetAt <= at) windows.delete(k)
      const window = windows.get(key)
      if (!window || window.resetAt <= at) {
        const fresh = { count: 1, resetAt: at + windowMs }
        windows.set(key, fresh)
        return fresh
      }
      window.count++
      return window
    },
  }
}

// INCR the window's counter and start its expiry on the first hit, atomically; returns [count, ms left].
const hitScript = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {n, ttl}`

/**
 * Shared by every process using the same Redis (REDIS_URL). When Redis cannot be reached the hit is counted in
 * this process instead (fail open to the per-process limit), so an outage of Redis never takes the API down.
 */
export function createRedisStore(
  client: Redis,
  fallback: RateLimitStore = createMemoryStore(),
): RateLimitStore {
  let warned = false
  // The first hits of a new process wait (at most a second) for the first connection; later ones never wait.
  const connected = client.status === 'ready' ? Promise.resolve() : untilReady(client, 1000)
  return {
    hit: async (key, windowMs) => {
      try {
        await connected
        const [count, ttl] = (await client.eval(hitScript, 1, `pm:rate:${key}`, windowMs)) as [number, number]
        warned = false
        return { count, resetAt: Date.now() + ttl }
      } catch (err) {
        if (!warned)
          console.error('Rate limits: Redis unavailable, counting in this process:', (err as Error).message)
        warned = true
        return fallback.hit(key, windowMs)
      }
    },
  }
}

const untilReady = (client: Redis, ms: number) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms)
    client.once('ready', done)
    function done() {
      clearTimeout(timer)
      client.off('ready', done)
      resolve()
    }
  })

const clients = new Map<string, Redis>()

/** One Redis connection per URL and process; commands fail at once while it is down (no queueing). */
export function redisClient(url: string): Redis {
  let client = clients.get(url)
  if (!client) {
    client = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false })
    client.on('error', () => {}) // reported by the store when a command fails
    clients.set(url, client)
  }
  return client
}

/** Closes every Redis connection this process opened (server shutdown, tests). */
export async function closeRedisClients() {
  await Promise.all([...clients.values()].map((c) => c.quit().catch(() => c.disconnect())))
  clients.clear()
}
