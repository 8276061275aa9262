import type { IncomingMessage } from 'node:http'

/**
 * An answer a feature can give straight from memory, before the router (fast-answers.ts): the same status, headers
 * and bytes its route would send, with the security headers and request id added by the caller.
 */
export type FastAnswer = {
  status: number
  /** Name, value, name, value...: Node writes a flat list as it is, where an object is walked key by key. */
  headers: readonly string[]
  body: Buffer | null
  /** For the request log line, as the route would have logged it. */
  userId: string | null
  /** The same object is given again and again (the catalogue's answers, made once per entry; /api/me's are not). */
  kept: boolean
}

/** Null when this request is not one the feature can answer from memory right now (the router answers it). */
export type FastRoute = (req: IncomingMessage) => FastAnswer | null

/**
 * A request header by its lower-case name, read from the raw list: `req.headers` builds an object of every header
 * on first use, a visible share of a fast answer's time. A header sent twice is read as Node's object joins it.
 */
export function requestHeader(req: IncomingMessage, name: string): string | undefined {
  const raw = req.rawHeaders
  let found: string | undefined
  for (let i = 0; i < raw.length; i += 2) {
    const key = raw[i]!
    if (key.length !== name.length || key.toLowerCase() !== name) continue
    if (found !== undefined) {
      const joined = req.headers[name]
      return Array.isArray(joined) ? joined[0] : joined
    }
    found = raw[i + 1]
  }
  return found
}
