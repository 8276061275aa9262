import { Hono } from 'hono'
import { zValidator } from '@hono/zod-validator'
import { z, type ZodType } from 'zod'
import type { AppEnv } from '../../app-env.ts'
import { AppError } from '../../lib/errors.ts'
import {
  requestPasswordResetSchema,
  resetPasswordSchema,
  resetTokenField,
} from '../../../shared/auth/password-reset-schema.ts'
import { limitPerAddress, passwordResetLimits } from './password-reset-throttle.ts'
import { requestPasswordReset } from './request-password-reset.ts'
import { resetPassword } from './reset-password.ts'
import { openResetLink } from './open-reset-link.ts'

// A failed check is a 400 with the field's own message; the new password's rules answer weak_password.
const validateBody = <T extends ZodType>(schema: T) =>
  zValidator('json', schema, (result) => {
    if (result.success) return
    const issue = result.error.issues[0]
    const code = issue?.path[0] === 'newPassword' ? 'weak_password' : 'validation_failed'
    throw new AppError(code, issue?.message ?? 'Invalid request', 400)
  })

const linkParams = z.object({ token: resetTokenField })
const linkQuery = z.object({ callbackURL: z.string({ error: 'The link has no page to go to' }).max(200) })
const validateLink = <T extends ZodType>(target: 'param' | 'query', schema: T) =>
  zValidator(target, schema, (result) => {
    if (!result.success)
      throw new AppError('validation_failed', result.error.issues[0]?.message ?? 'Invalid link', 400)
  })

// The forgotten-password flow (decision 0020), mounted before the auth catch-all so it never depends on it.
export const passwordResetRoutes = new Hono<AppEnv>()
  .post(
    '/auth/request-password-reset',
    validateBody(requestPasswordResetSchema),
    limitPerAddress(passwordResetLimits.requestsPerAddress),
    async (c) => c.json(await requestPasswordReset(c.var.deps, c.req.valid('json'))),
  )
  .get(
    '/auth/reset-password/:token',
    validateLink('param', linkParams),
    validateLink('query', linkQuery),
    limitPerAddress(passwordResetLimits.tokenTriesPerAddress),
    async (c) => openResetLink(c.var.deps, { ...c.req.valid('param'), ...c.req.valid('query') }),
  )
  .post(
    '/auth/reset-password',
    validateBody(resetPasswordSchema),
    limitPerAddress(passwordResetLimits.tokenTriesPerAddress),
    async (c) => c.json(await resetPassword(c.var.deps, c.req.valid('json'))),
  )
