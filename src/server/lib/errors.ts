import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { isInvalidText } from '../db/pg-errors.ts'

// The one error type of the server: a code for programs, a message a person can read, an HTTP status.
export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: ContentfulStatusCode = 400,
  ) {
    super(message)
  }
}

export const errorBody = (code: string, message: string) => ({ error: { code, message } })

export function onError(err: Error, c: Context) {
  if (err instanceof AppError) return c.json(errorBody(err.code, err.message), err.status)
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode
    const code = status === 401 ? 'unauthorized' : status === 413 ? 'payload_too_large' : 'bad_request'
    return c.json(errorBody(code, err.message || 'Bad request'), status)
  }
  if (err instanceof SyntaxError) return c.json(errorBody('bad_request', 'Malformed JSON body'), 400)
  // A NUL byte in an id or a query value reaches the database as text it refuses: bad input, not a fault.
  if (isInvalidText(err))
    return c.json(errorBody('bad_request', 'The request contains characters that are not allowed'), 400)
  console.error(`Unhandled error (request ${c.get('requestId') ?? 'unknown'})`, err)
  return c.json(errorBody('internal_error', 'Something went wrong. Please try again.'), 500)
}
