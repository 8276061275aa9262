import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../../app-env.ts'
import { validate } from '../../lib/validate.ts'
import {
  requestPasswordResetSchema,
  resetPasswordSchema,
  resetTokenField,
} from '../../../shared/auth/password-reset-schema.ts'
import { limitPerAddress, passwordResetLimits } from './password-reset-throttle.ts'
import { requestPasswordReset } from './request-password-reset.ts'
import { resetPassword } from './reset-password.ts'
import { openResetLink } from './open-reset-link.ts'

const linkParams = z.object({ token: resetTokenField })
const linkQuery = z.object({ callbackURL: z.string({ error: 'The link has no page to go to' }).max(200) })

// The forgotten-password flow (decision 0020), mounted before the auth catch-all so it never depends on it.
export const passwordResetRoutes = new Hono<AppEnv>()
  .post(
    '/auth/request-password-reset',
    validate('json', requestPasswordResetSchema),
    limitPerAddress(passwordResetLimits.requestsPerAddress),
    async (c) => c.json(await requestPasswordReset(c.var.deps, c.req.valid('json'))),
  )
  .get(
    '/auth/reset-password/:token',
    validate('param', linkParams),
    validate('query', linkQuery),
    limitPerAddress(passwordResetLimits.tokenTriesPerAddress),
    async (c) => openResetLink(c.var.deps, { ...c.req.valid('param'), ...c.req.valid('query') }),
  )
  .post(
    '/auth/reset-password',
    // The new password's rules answer weak_password.
    validate('json', resetPasswordSchema, { weakPasswordField: 'newPassword' }),
    limitPerAddress(passwordResetLimits.tokenTriesPerAddress),
    async (c) => c.json(await resetPassword(c.var.deps, c.req.valid('json'))),
  )
