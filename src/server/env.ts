import { z } from 'zod'
import { aiAppsJson, urlMaxLength } from '../shared/ai-apps/ai-apps.ts'
import { parseTrustProxy } from './lib/client-ip.ts'
import { aiModelsJson, type AiModelConfig } from '../shared/model-runs/ai-models.ts'

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === '' ? undefined : v))

const flag = z
  .enum(['true', 'false', ''])
  .default('false')
  .transform((v) => v === 'true')

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    APP_URL: z.url().optional(),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalString.pipe(z.url().optional()),
    AUTH_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    SMTP_URL: optionalString.pipe(z.url().optional()),
    MAIL_FROM: z.string().default('PromptMarket <no-reply@promptmarket.local>'),
    PAYMENTS_PROVIDER: z.enum(['local', 'stripe']).default('local'),
    // Production overrides for a deliberate test shop: the local checkout, and mail filed in DATA_DIR/outbox.
    ALLOW_TEST_PAYMENTS: flag,
    ALLOW_OUTBOX_MAIL: flag,
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    // The signing secret of the Connect webhook endpoint (account.updated of creators' accounts, decision 0036);
    // unset: only STRIPE_WEBHOOK_SECRET is tried (an endpoint that listens to both, or no creators' payouts yet).
    STRIPE_CONNECT_WEBHOOK_SECRET: optionalString,
    // Points the Stripe SDK at another host (tests use a local fake of the Stripe API).
    STRIPE_API_URL: optionalString.pipe(z.url().optional()),
    AI_SEARCH_PROVIDER: z.enum(['local', 'openai']).default('local'),
    AI_BASE_URL: optionalString.pipe(z.url().optional()),
    AI_API_KEY: optionalString,
    AI_MODEL: optionalString,
    REDIS_URL: optionalString.pipe(z.url().optional()),
    // Multiplies the per-address limits of the sign-in, sign-up and e-mail link routes (auth/allowed-auth-routes.ts):
    // the journeys sign up many members from one address, and a site behind one shared address may need more.
    AUTH_LIMIT_SCALE: z.coerce.number().int().min(1).max(1000).default(1),
    // Multiplies the daily limits of free previews per member and per address (decision 0033), never the one preview
    // per template a day: the journeys preview from one address as many members.
    PREVIEW_LIMIT_SCALE: z.coerce.number().int().min(1).max(1000).default(1),
    // How long a process may answer a signed-in request from its session cache (decision 0028): the bound on a
    // revocation that misses its event. Unset: 1000 (0 under NODE_ENV=test); 0 turns the cache off.
    SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).optional(),
    // Which X-Forwarded-For hops to believe (lib/client-ip.ts): unset trusts none and uses the socket's address.
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((v, ctx) => {
        try {
          return parseTrustProxy(v)
        } catch (err) {
          ctx.addIssue({ code: 'custom', message: (err as Error).message })
          return z.NEVER
        }
      }),
    // Open-in-model buttons: replaces the apps of src/shared/ai-apps/ai-apps.json, and its URL length limit.
    AI_APPS: optionalString.pipe(aiAppsJson.optional()),
    AI_APP_URL_MAX_LENGTH: optionalString.pipe(urlMaxLength.optional()),
    // Language models members can run their customisations on (decision 0032); unset: none, Run says how to connect one.
    AI_MODELS: optionalString.pipe(aiModelsJson.optional()).transform((v) => v ?? []),
    ADMIN_EMAILS: z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((e) => e.trim().toLowerCase())
          .filter(Boolean),
      ),
    SELLER_NAME: z.string().default('PromptMarket Pty Ltd'),
    SELLER_ABN: z.string().default(''),
    SELLER_ADDRESS: z.string().default(''),
    // Where contact-form messages are mailed; unset: they are only stored and listed in the admin console.
    SUPPORT_EMAIL: optionalString.pipe(z.email('must be an e-mail address').optional()),
  })
  .superRefine((env, ctx) => {
    if (env.PAYMENTS_PROVIDER === 'stripe') {
      for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const)
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required when PAYMENTS_PROVIDER=stripe' })
    }
    if (env.AI_SEARCH_PROVIDER === 'openai') {
      for (const key of ['AI_BASE_URL', 'AI_MODEL'] as const)
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required when AI_SEARCH_PROVIDER=openai' })
    }
    if (env.NODE_ENV === 'production' && !env.AUTH_SECRET)
      ctx.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'is required in production' })
  })

/** A model of AI_MODELS with its key read from the variable it names; a function, so printing the env shows no key. */
export type ConfiguredModel = AiModelConfig & { apiKey: () => string | undefined }

export type Env = Omit<z.infer<typeof envSchema>, 'AI_MODELS'> & {
  APP_URL: string
  AI_MODELS: ConfiguredModel[]
}

// Parses the environment once; a bad value stops start-up with a message naming the variable.
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source)
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`)
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const env = result.data
  const refusal = productionRefusal(env)
  if (refusal) throw new ConfigError(refusal)
  return {
    ...env,
    APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    AI_MODELS: configuredModels(env.AI_MODELS, source),
  }
}

// Each model's key is read once here; a named variable that is unset stops start-up rather than failing every run.
function configuredModels(
  models: AiModelConfig[],
  source: Record<string, string | undefined>,
): ConfiguredModel[] {
  return models.map((m) => {
    const key = m.apiKeyEnv ? source[m.apiKeyEnv] : undefined
    if (m.apiKeyEnv && !key)
      throw new ConfigError(
        `Invalid configuration:\n  AI_MODELS: model "${m.id}" reads its key from ${m.apiKeyEnv}, which is not set`,
      )
    return { ...m, apiKey: () => key }
  })
}

/**
 * Test settings that would cost real money or real mail in production: refused unless overridden on purpose. One
 * line, naming the variable and the fix, because it is usually read in a deploy log.
 */
function productionRefusal(env: z.infer<typeof envSchema>): string | null {
  if (env.NODE_ENV !== 'production') return null
  if (env.PAYMENTS_PROVIDER === 'local' && !env.ALLOW_TEST_PAYMENTS)
    return 'PAYMENTS_PROVIDER=local is the test checkout (no money moves): set PAYMENTS_PROVIDER=stripe with its keys, or ALLOW_TEST_PAYMENTS=true to run a test shop in production'
  if (!env.SMTP_URL && !env.ALLOW_OUTBOX_MAIL)
    return 'SMTP_URL is not set, so mail would only be filed in DATA_DIR/outbox and never sent: set SMTP_URL, or ALLOW_OUTBOX_MAIL=true to keep the outbox in production'
  return null
}

export class ConfigError extends Error {}
