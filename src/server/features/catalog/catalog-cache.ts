import { createHash } from 'node:crypto'
import type { Context, TypedResponse } from 'hono'
import type { JSONParsed } from 'hono/utils/types'
import type { AppEnv } from '../../app-env.ts'
import type { EventBus } from '../realtime/event-bus.ts'

type Entry = { body: string; length: number; etag: string; at: number }

export type CatalogCache = {
  /** The serialised answer for `key`, loaded once and reused until a template changes or it grows old. */
  get: (key: string, load: () => Promise<unknown>) => Promise<Entry>
  clear: () => void
}

/**
 * Public catalogue answers (list pages and template details) kept in memory as their JSON text and ETag.
 * Cleared when this process hears template-updated / template-deleted (the bus reaches every process when
 * it is the PostgreSQL one), and each answer lives at most `maxAgeMs` anyway, so an edit made where no event
 * is published (a script, another process without the shared bus) shows up within that time.
 */
export function createCatalogCache(
  events: EventBus,
  opts: { maxAgeMs: number; maxEntries?: number; now?: () => number },
): CatalogCache {
  const maxEntries = opts.maxEntries ?? 1000
  const now = opts.now ?? Date.now
  const entries = new Map<string, Entry>()
  const loading = new Map<string, Promise<Entry>>()
  // Bumped on every invalidation: a load that started before it must not store its (stale) answer.
  let generation = 0

  const clear = () => {
    generation++
    entries.clear()
    loading.clear()
  }
  events.subscribe((event) => {
    if (event.type === 'template-updated' || event.type === 'template-deleted') clear()
  })

  return {
    clear,
    get(key, load) {
      const hit = entries.get(key)
      if (hit && now() - hit.at < opts.maxAgeMs) return Promise.resolve(hit)
      const pending = loading.get(key)
      if (pending) return pending
      const started = generation
      const attempt = load().then((value) => {
        const body = JSON.stringify(value)
        const entry = { body, length: Buffer.byteLength(body), etag: etagOf(body), at: now() }
        if (started === generation && opts.maxAgeMs > 0) {
          entries.delete(key)
          // Bounded: text searches and cursors make many keys; drop the oldest (Map keeps insertion order).
          if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!)
          entries.set(key, entry)
        }
        return entry
      })
      loading.set(key, attempt)
      const forget = () => {
        if (loading.get(key) === attempt) loading.delete(key)
      }
      attempt.then(forget, forget)
      return attempt
    },
  }
}

const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`

// One cache per running app (its event bus); tests build many apps in one process.
const caches = new WeakMap<EventBus, CatalogCache>()

/**
 * How long an answer may be reused. Tests write templates straight to the database without an event, so
 * under NODE_ENV=test nothing is reused unless a test asks for it with configureCatalogCache.
 */
const defaultMaxAgeMs = (nodeEnv: string) => (nodeEnv === 'test' ? 0 : 5_000)

export function configureCatalogCache(events: EventBus, opts: { maxAgeMs: number; now?: () => number }) {
  const cache = createCatalogCache(events, opts)
  caches.set(events, cache)
  return cache
}

function cacheFor(c: Context<AppEnv>): CatalogCache {
  const { events, env } = c.var.deps
  return caches.get(events) ?? configureCatalogCache(events, { maxAgeMs: defaultMaxAgeMs(env.NODE_ENV) })
}

/**
 * Answers with the cached JSON of `key`: the same bytes `c.json(value)` would send, a strong ETag, and
 * `Cache-Control: no-cache` (browsers keep it but ask again each time; a matching If-None-Match gets 304).
 */
export async function cachedJson<T>(
  c: Context<AppEnv>,
  key: string,
  load: () => Promise<T>,
): Promise<Response & TypedResponse<JSONParsed<T>, 200, 'json'>> {
  const entry = await cacheFor(c).get(key, load)
  const headers = { ETag: entry.etag, 'Cache-Control': 'no-cache' }
  if (matches(c.req.header('If-None-Match'), entry.etag)) {
    return new Response(null, { status: 304, headers }) as never
  }
  return new Response(entry.body, {
    status: 200,
    // Content-Length lets the compress middleware leave small answers alone.
    headers: { ...headers, 'Content-Type': 'application/json', 'Content-Length': String(entry.length) },
  }) as never
}

// If-None-Match uses the weak comparison: W/"x" (as sent back after a compressed answer) matches "x".
function matches(header: string | undefined, etag: string) {
  if (!header) return false
  if (header.trim() === '*') return true
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}
