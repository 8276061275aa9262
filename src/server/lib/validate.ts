import { zValidator } from '@hono/zod-validator'
import type { ValidationTargets } from 'hono'
import type { ZodType } from 'zod'
import { AppError } from './errors.ts'

/**
 * zod validation for a route; a failure becomes a 400 AppError with the schema's own (spec) message.
 * `weakPasswordField`: a failure of that field is `weak_password` instead of `validation_failed` (sign-up's
 * password rules of spec 5, which the browser tells apart from other mistakes).
 */
export const validate = <T extends ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
  opts: { weakPasswordField?: string } = {},
) =>
  zValidator(target, schema, (result) => {
    if (!result.success) {
      const issue = result.error.issues[0]
      const weak = opts.weakPasswordField !== undefined && issue?.path[0] === opts.weakPasswordField
      throw new AppError(
        weak ? 'weak_password' : 'validation_failed',
        issue?.message ?? 'Invalid request',
        400,
      )
    }
  })
