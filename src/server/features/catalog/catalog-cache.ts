import { createHash } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import type { Context, TypedResponse } from 'hono'
import type { JSONParsed } from 'hono/utils/types'
import type { AppEnv } from '../../app-env.ts'
import type { EventBus } from '../realtime/public.ts'

export type CatalogEntry = { body: Buffer; etag: string; at: number; gzip?: Buffer }

// Answers this size or larger are gzipped (once per entry) for clients that accept it.
const gzipThreshold = 1024

export type CatalogCache = {
  /** The serialised answer for `key`, loaded once and reused until a template changes or it grows old. */
  get: (key: string, load: () => Promise<unknown>) => Promise<CatalogEntry>
  clear: () => void
  /** Notes that this request URL (path and query, as sent) is answered by `key`: the same URL always is. */
  rememberUrl: (url: string, key: string) => void
  /**
   * The answer for a remembered URL, without loading anything (the fast path, fast-answers.ts): a fresh one, or
   * the one that has just grown old while the ordinary path reloads it.
   */
  peekUrl: (url: string) => CatalogEntry | undefined
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
  const entries = new Map<string, CatalogEntry>()
  const loading = new Map<string, Promise<CatalogEntry>>()
  const keyOfUrl = new Map<string, string>()
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
    rememberUrl(url, key) {
      if (opts.maxAgeMs <= 0 || keyOfUrl.get(url) === key) return
      if (keyOfUrl.size >= maxEntries) keyOfUrl.delete(keyOfUrl.keys().next().value!)
      keyOfUrl.set(url, key)
    },
    peekUrl(url) {
      const key = keyOfUrl.get(url)
      const hit = key === undefined ? undefined : entries.get(key)
      if (!hit || now() - hit.at < opts.maxAgeMs) return hit
      // Grown old: the first request after that reloads it on the ordinary path; while that load runs, the others
      // keep the old answer for those few milliseconds instead of all taking the slow path. (An invalidation
      // removes the entry, so a changed template is never answered from here.)
      return loading.has(key!) ? hit : undefined
    },
    get(key, load) {
      const hit = entries.get(key)
      if (hit && now() - hit.at < opts.maxAgeMs) return Promise.resolve(hit)
      const pending = loading.get(key)
      if (pending) return pending
      const started = generation
      const attempt = load().then((value) => {
        const body = Buffer.from(JSON.stringify(value))
        const entry: CatalogEntry = { body, etag: etagOf(body), at: now() }
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

const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`

/**
 * How long an answer may be reused. Tests write templates straight to the database without an event, so
 * under NODE_ENV=test nothing is reused unless a test builds its own cache.
 */
export const catalogCacheMaxAgeMs = (nodeEnv: string) => (nodeEnv === 'test' ? 0 : 5_000)

/**
 * Answers with the cached JSON of `key`: the same bytes `c.json(value)` would send, a strong ETag, and
 * `Cache-Control: no-cache` (browsers keep it but ask again each time; a matching If-None-Match gets 304).
 * Answers of 1 KB or more go out gzipped (made once per entry, with a weak ETag) when the client accepts gzip.
 * The bytes are handed over as a Buffer with every header set up front, so the Node adapter writes them
 * straight to the socket (a header added after the Response exists would turn the body into a stream).
 */
export async function cachedJson<T>(
  c: Context<AppEnv>,
  key: string,
  load: () => Promise<T>,
): Promise<Response & TypedResponse<JSONParsed<T>, 200, 'json'>> {
  const cache = c.var.deps.catalogCache
  const entry = await cache.get(key, load)
  // The raw URL as Node received it (absent in-process), so the next identical request can skip the router.
  const url = (c.env as { incoming?: { url?: string } } | undefined)?.incoming?.url
  if (url) cache.rememberUrl(url, key)
  const variant = answerVariant(entry, c.req.header('Accept-Encoding'), c.req.header('If-None-Match'))
  const answer = answerOfVariant(entry, variant)
  if (!answer.body) return c.body(null, 304, answer.headers) as never
  return c.body(answer.body as Uint8Array<ArrayBuffer>, 200, answer.headers) as never
}

/** Which of an entry's four answers a request gets: bit 1 set when gzipped, bit 2 when not modified (304). */
export function answerVariant(
  entry: CatalogEntry,
  acceptEncoding: string | undefined,
  ifNoneMatch: string | undefined,
) {
  const zipped = entry.body.length >= gzipThreshold && acceptsGzip(acceptEncoding)
  return (zipped ? 1 : 0) | (matches(ifNoneMatch, entry.etag) ? 2 : 0)
}

/** One of an entry's four answers (shared with the fast path, which keeps each once made). */
export function answerOfVariant(
  entry: CatalogEntry,
  variant: number,
): { status: 200 | 304; headers: Record<string, string>; body: Buffer | null } {
  const zipped = (variant & 1) === 1
  const etag = zipped ? `W/${entry.etag}` : entry.etag
  const headers: Record<string, string> = { ETag: etag, 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding' }
  if (variant & 2) return { status: 304, headers, body: null }
  const body = zipped ? (entry.gzip ??= gzipSync(entry.body)) : entry.body
  if (zipped) headers['Content-Encoding'] = 'gzip'
  headers['Content-Type'] = 'application/json'
  return { status: 200, headers, body }
}

// gzip when the client lists it (or *) with a non-zero quality.
function acceptsGzip(header: string | undefined) {
  if (!header) return false
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (name !== 'gzip' && name !== '*') return false
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    return !q || Number(q.slice(2)) > 0
  })
}

// If-None-Match uses the weak comparison: W/"x" (as sent back after a compressed answer) matches "x".
function matches(header: string | undefined, etag: string) {
  if (!header) return false
  if (header.trim() === '*') return true
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}
