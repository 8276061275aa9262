import { setMaxListeners } from 'node:events'
import type { Deps } from './app-env.ts'
import type { Database } from './db/client.ts'
import type { Env } from './env.ts'
import { createMemoryStore, createRedisStore, redisClient } from './lib/rate-limit-store.ts'
import { authSecret } from './auth-secret.ts'
import { createDueJobsSignal } from './lib/due-jobs-signal.ts'
import { createAuth, type PasswordHashing } from './features/auth/create-auth.ts'
import { createSessionCache, sessionCacheMaxAgeMs } from './features/auth/session-cache.ts'
import { createMailer, type Mailer } from './features/mail/mailer.ts'
import { createLocalEventBus, type EventBus } from './features/realtime/event-bus.ts'
import { createPgEventBus } from './features/realtime/pg-event-bus.ts'
import { createPaymentProvider } from './features/payments/create-payment-provider.ts'
import type { PaymentProvider } from './features/payments/payment-provider.ts'
import { createPayoutProvider, type PayoutProvider } from './features/earnings/public.ts'
import { createAiSearch } from './features/search/create-ai-search.ts'
import type { AiSearch } from './features/search/ai-search.ts'
import { createAiSdkModelPort } from './features/model-runs/ai-sdk-model-port.ts'
import type { ModelPort } from './features/model-runs/model-port.ts'
import { catalogCacheMaxAgeMs, createCatalogCache } from './features/catalog/catalog-cache.ts'

/** Wires the process's services from the environment; tests pass their own mailer or bus. */
export function buildDeps(
  env: Env,
  database: Database,
  overrides: {
    mail?: Mailer
    events?: EventBus
    payments?: PaymentProvider
    payouts?: PayoutProvider
    aiSearch?: AiSearch
    models?: ModelPort
    stopping?: AbortSignal
    /** The session cache's max age (default: sessionCacheMaxAgeMs, off under NODE_ENV=test). */
    sessionCacheMs?: number
    /** The catalogue cache's max age (default: catalogCacheMaxAgeMs, off under NODE_ENV=test). */
    catalogCacheMs?: number
    passwordHashing?: PasswordHashing
  } = {},
): Deps {
  const mail =
    overrides.mail ??
    createMailer({
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      dataDir: env.DATA_DIR,
      production: env.NODE_ENV === 'production',
    })
  // On PostgreSQL, events also reach the other server processes (LISTEN/NOTIFY); tests keep the in-process bus.
  const events =
    overrides.events ??
    (database.pool && env.NODE_ENV !== 'test' ? createPgEventBus(database.pool) : createLocalEventBus())
  const auth = createAuth({
    db: database.db,
    env,
    mail,
    events,
    secret: authSecret(env.AUTH_SECRET, env.DATA_DIR),
    passwordHashing: overrides.passwordHashing,
  })
  return {
    env,
    database,
    db: database.db,
    mail,
    events,
    auth,
    sessions: createSessionCache(events, {
      maxAgeMs: overrides.sessionCacheMs ?? env.SESSION_CACHE_MS ?? sessionCacheMaxAgeMs(env.NODE_ENV),
    }),
    payments: overrides.payments ?? createPaymentProvider(env),
    payouts: overrides.payouts ?? createPayoutProvider(env),
    aiSearch: overrides.aiSearch ?? createAiSearch({ env, db: database.db, events }),
    models: overrides.models ?? createAiSdkModelPort(env.AI_MODELS),
    catalogCache: createCatalogCache(events, {
      maxAgeMs: overrides.catalogCacheMs ?? catalogCacheMaxAgeMs(env.NODE_ENV),
    }),
    stopping: shutdownSignal(overrides.stopping ?? new AbortController().signal),
    rateLimits: env.REDIS_URL ? createRedisStore(redisClient(env.REDIS_URL)) : createMemoryStore(),
    jobs: createDueJobsSignal(),
  }
}

/** Every open stream and model run listens for the shutdown and stops listening when it ends, so many at once is
 * normal load, not the leak Node warns of past 10 listeners (a test of 74 concurrent runs printed that warning). */
function shutdownSignal(signal: AbortSignal) {
  setMaxListeners(0, signal)
  return signal
}
