import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../../app-env.ts'
import { AppError } from '../../lib/errors.ts'
import { hasUnstorableText } from '../../lib/storable-text.ts'

/**
 * Refuses a JSON body with text PostgreSQL cannot store (a NUL byte, half a surrogate pair): inside the jsonb
 * content the database's refusal (22P02) would otherwise be a 500. After the validator, which has read the body.
 */
export const refuseUnstorableText = createMiddleware<AppEnv>(async (c, next) => {
  const body: unknown = await c.req.json().catch(() => null)
  if (hasUnstorableText(body))
    throw new AppError('bad_request', 'The request contains characters that are not allowed', 400)
  await next()
})
