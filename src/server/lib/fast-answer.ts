import type { IncomingMessage } from 'node:http'

/**
 * An answer a feature can give straight from memory, before the router (fast-answers.ts): the same status, headers
 * and bytes its route would send, with the security headers and request id added by the caller.
 */
export type FastAnswer = {
  status: number
  headers: Record<string, string>
  body: Buffer | null
  /** For the request log line, as the route would have logged it. */
  userId: string | null
}

/** Null when this request is not one the feature can answer from memory right now (the router answers it). */
export type FastRoute = (req: IncomingMessage) => FastAnswer | null
