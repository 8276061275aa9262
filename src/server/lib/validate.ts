import { zValidator } from '@hono/zod-validator'
import type { ValidationTargets } from 'hono'
import type { ZodType } from 'zod'
import { AppError } from './errors.ts'

// zod validation for a route; a failure becomes a 400 AppError with the schema's own (spec) message.
export const validate = <T extends ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) =>
  zValidator(target, schema, (result) => {
    if (!result.success) {
      const issue = result.error.issues[0]
      throw new AppError('validation_failed', issue?.message ?? 'Invalid request', 400)
    }
  })
