import type { Database, Db } from './db/client.ts'
import type { RateLimitStore } from './lib/rate-limit-store.ts'
import type { DueJobsSignal } from './lib/due-jobs-signal.ts'
import type { Env } from './env.ts'
import type { Mailer } from './features/mail/public.ts'
import type { EventBus } from './features/realtime/public.ts'
import type { Auth, SessionCache } from './features/auth/public.ts'
import type { PaymentProvider } from './features/payments/public.ts'
import type { PayoutProvider } from './features/earnings/public.ts'
import type { AiSearch } from './features/search/public.ts'
import type { CatalogCache } from './features/catalog/public.ts'
import type { ModelPort } from './features/model-runs/public.ts'

// Everything a request handler may use, built once in main.ts (or per test).
export type Deps = {
  env: Env
  database: Database
  db: Db
  mail: Mailer
  events: EventBus
  auth: Auth
  /** Signed-in requests' sessions and /api/me answers, kept a second at most (decision 0028). */
  sessions: SessionCache
  payments: PaymentProvider
  /** Creators' payouts: Stripe Connect Express with PAYMENTS_PROVIDER=stripe, else the local simulation. */
  payouts: PayoutProvider
  aiSearch: AiSearch
  /** Language models members run their customisations on (AI_MODELS; none configured: an empty port). */
  models: ModelPort
  /** Public catalogue answers kept in memory, one per running app (build-deps.ts). */
  catalogCache: CatalogCache
  /** Aborted when the process starts shutting down: long-lived answers (event streams) end on it. */
  stopping: AbortSignal
  /** Rate-limit counts: Redis with REDIS_URL (shared by every process), else this process's memory. */
  rateLimits: RateLimitStore
  /** Wakes this process's due-jobs runner (scheduled gift cards) after a commit made something due now. */
  jobs: DueJobsSignal
}

export type SessionUser = { id: string; email: string; name: string; role: string; emailVerified: boolean }

export type AppEnv = {
  Variables: {
    deps: Deps
    user: SessionUser | null
    sessionId: string | null
    requestId: string
  }
}
