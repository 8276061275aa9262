import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../../app-env.ts'
import { AppError } from '../../lib/errors.ts'
import { clientIp } from '../../lib/client-ip.ts'
import { authMessages } from '../../../shared/auth/auth-messages.ts'
import { hitRateLimit } from '../../lib/rate-limit.ts'

const hour = 60 * 60 * 1000

// Decision 0020: asking for links is limited per address and per e-mail (each one mails someone), trying
// tokens per address. Counted in our own limiter: Redis when REDIS_URL is set, so every process agrees.
export const passwordResetLimits = {
  requestsPerAddress: { name: 'reset-request:ip', max: 20, windowMs: hour },
  requestsPerEmail: { name: 'reset-request:email', max: 5, windowMs: hour },
  tokenTriesPerAddress: { name: 'reset-token:ip', max: 20, windowMs: hour },
} as const

type Limit = { name: string; max: number; windowMs: number }

/** A route's limit per client address: past it, 429 in our error shape with Retry-After. */
export const limitPerAddress = (limit: Limit) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const key = `${limit.name}:${clientIp(c) ?? 'unknown'}`
    const { count, resetAt } = await hitRateLimit(c.var.deps, key, limit.windowMs)
    if (count > limit.max) {
      c.header('Retry-After', String(Math.max(1, Math.ceil((resetAt - Date.now()) / 1000))))
      throw new AppError('too_many_attempts', authMessages.tooManyAttempts, 429)
    }
    await next()
  })
