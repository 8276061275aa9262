import type { SessionUser } from '../../app-env.ts'
import type { EventBus, RealtimeEvent } from '../realtime/public.ts'

/** What a signed-in request needs from its session, as Better Auth found it. */
export type CachedSession = { user: SessionUser; sessionId: string; expiresAt: number }

export type SessionCache = {
  /** The session for this cookie value: from memory while fresh, else from `load` (concurrent misses share one). */
  session: (token: string, load: () => Promise<CachedSession | null>) => Promise<CachedSession | null>
  /** A member's answer kept beside their sessions (GET /api/me), dropped with them and on their balance events. */
  memberAnswer: <T>(userId: string, load: () => Promise<T>) => Promise<T>
  /** Forgets everything kept for this member (their sessions and answers), on this process. */
  forget: (userId: string) => void
  size: () => number
  /** The fresh session and member answer for this cookie value, or null: read only, nothing loads (fast-answers.ts). */
  peekMember: (token: string) => { session: CachedSession; answer: unknown } | null
}

/**
 * Signed-in requests without a database query per request (decision 0028). An entry lives at most `maxAgeMs`
 * (1 s in production), never past its session's expiry, and goes at once on an `account-changed` event for its
 * member (published after every sign-out, revoked session, password change or reset, account deletion, e-mail or
 * profile change: on this process synchronously, on the others through the PostgreSQL event bus). So a cached
 * session never outlives its revocation by more than `maxAgeMs` on any process, even if a notification is lost.
 * `maxAgeMs` 0 turns it off (the default under NODE_ENV=test, whose tests write straight to the database).
 */
export function createSessionCache(
  events: EventBus,
  opts: { maxAgeMs: number; maxEntries?: number; now?: () => number },
): SessionCache {
  const now = opts.now ?? Date.now
  const maxEntries = opts.maxEntries ?? 10_000
  type Entry<T> = { value: T; userId: string; until: number }
  const sessions = new Map<string, Entry<CachedSession>>()
  const answers = new Map<string, Entry<unknown>>()
  const loading = new Map<string, Promise<CachedSession | null>>()
  const loadingAnswers = new Map<string, Promise<unknown>>()
  // Bumped by every invalidation: a load that started before one is never stored (it may have read the old rows).
  let epoch = 0

  const put = <T>(map: Map<string, Entry<T>>, key: string, entry: Entry<T>) => {
    map.delete(key)
    if (map.size >= maxEntries) map.delete(map.keys().next().value!)
    map.set(key, entry)
  }

  const forget = (userId: string) => {
    epoch++
    loading.clear()
    loadingAnswers.delete(userId)
    answers.delete(userId)
    for (const [key, entry] of sessions) if (entry.userId === userId) sessions.delete(key)
  }

  events.subscribe((event: RealtimeEvent) => {
    if (event.type === 'account-changed') forget(event.userId)
    else if (event.type === 'balance') {
      epoch++
      loadingAnswers.delete(event.userId)
      answers.delete(event.userId)
    }
  })

  return {
    forget,
    size: () => sessions.size,
    peekMember(token) {
      const session = sessions.get(token)
      if (!session || session.until <= now()) return null
      const answer = answers.get(session.userId)
      return answer && answer.until > now() ? { session: session.value, answer: answer.value } : null
    },
    async session(token, load) {
      if (opts.maxAgeMs <= 0) return load()
      const hit = sessions.get(token)
      if (hit && hit.until > now()) return hit.value
      if (hit) sessions.delete(token)
      const pending = loading.get(token)
      if (pending) return pending
      const started = epoch
      const p = load().then(
        (found) => {
          if (loading.get(token) === p) loading.delete(token)
          // Unknown cookies are not kept: a caller must not be able to fill memory with made-up tokens.
          if (found && started === epoch)
            put(sessions, token, {
              value: found,
              userId: found.user.id,
              until: Math.min(now() + opts.maxAgeMs, found.expiresAt),
            })
          return found
        },
        (err: unknown) => {
          if (loading.get(token) === p) loading.delete(token)
          throw err
        },
      )
      loading.set(token, p)
      return p
    },
    async memberAnswer<T>(userId: string, load: () => Promise<T>): Promise<T> {
      if (opts.maxAgeMs <= 0) return load()
      const hit = answers.get(userId)
      if (hit && hit.until > now()) return hit.value as T
      const pending = loadingAnswers.get(userId)
      if (pending) return pending as Promise<T>
      const started = epoch
      const p = load().finally(() => {
        if (loadingAnswers.get(userId) === p) loadingAnswers.delete(userId)
      })
      loadingAnswers.set(userId, p)
      const value = await p
      if (started === epoch) put(answers, userId, { value, userId, until: now() + opts.maxAgeMs })
      return value
    },
  }
}

/** The session cache's max age for this environment: 1 s, off in tests unless a test turns it on. */
export const sessionCacheMaxAgeMs = (nodeEnv: string) => (nodeEnv === 'test' ? 0 : 1000)
