import { randomUUID } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../../app-env.ts'

// A caller's id is kept only when it cannot smuggle anything into a log line or a header.
const saneRequestId = /^[A-Za-z0-9._-]{1,128}$/

// Paths that carry a secret in a segment: a share link, a password-reset link, a gift code.
const secretSegment = /^(\/(?:api\/)?shared\/|\/api\/auth\/reset-password\/|\/api\/admin\/gift-codes\/)[^/]+/
export const loggedPath = (path: string) => path.replace(secretSegment, '$1[redacted]')

export const requestIdOf = (header: string | undefined) =>
  header && saneRequestId.test(header) ? header : randomUUID()

/**
 * Gives every request an id (the caller's X-Request-Id when sane, else a new one), echoes it on the answer, and
 * with `log` writes one JSON line per request to stdout. The path is logged without its query string (reset and
 * share tokens travel there), and secret path segments are redacted; no header, body or cookie is ever logged.
 */
export function requestLog({ log }: { log: boolean }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now()
    const requestId = requestIdOf(c.req.header('X-Request-Id'))
    c.set('requestId', requestId)
    await next()
    try {
      c.res.headers.set('X-Request-Id', requestId)
    } catch {
      // A Response with immutable headers (a fetched one): copied so the id is still sent.
      c.res = new Response(c.res.body, c.res)
      c.res.headers.set('X-Request-Id', requestId)
    }
    if (!log) return
    writeRequestLine({
      requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      started,
      userId: c.var.user?.id ?? null,
    })
  }
}

/** The one JSON line per request, for the router's answers and the fast path's (fast-answers.ts) alike. */
export function writeRequestLine(r: {
  requestId: string
  method: string
  path: string
  status: number
  started: number
  userId: string | null
}) {
  writeRequestLineWith(requestLineParts(r), r.requestId, r.started)
}

/** What a line holds besides its time, id and duration: the same for every answer of one route to one path. */
export type RequestLineParts = { readonly middle: string; readonly end: string }

export function requestLineParts(r: {
  method: string
  path: string
  status: number
  userId: string | null
}): RequestLineParts {
  const userId = r.userId === null ? 'null' : JSON.stringify(r.userId)
  return {
    middle:
      `,"method":${JSON.stringify(r.method)},"path":${JSON.stringify(loggedPath(r.path))},` +
      `"status":${r.status},"durationMs":`,
    end: `,"userId":${userId}}\n`,
  }
}

/**
 * The JSON.stringify of {time, requestId, method, path, status, durationMs, userId}, written out: under load the
 * object and its generic serialisation were a visible share of a fast answer's time, and the fast path makes a
 * route's constant parts once (docs/performance.md).
 */
export function writeRequestLineWith(parts: RequestLineParts, requestId: string, started: number) {
  const durationMs = Math.round((performance.now() - started) * 10) / 10
  queueLine(
    `{"time":"${isoNow()}","requestId":${JSON.stringify(requestId)}${parts.middle}${durationMs}${parts.end}`,
  )
}

// Requests under load share their millisecond: its ISO text is made once.
let isoMs = 0
let isoText = ''
function isoNow() {
  const ms = Date.now()
  if (ms !== isoMs) {
    isoMs = ms
    isoText = new Date(ms).toISOString()
  }
  return isoText
}

// Lines go out once per event-loop turn: under load a synchronous write to stdout per request took about a fifth
// of the server's CPU (decision 0040). What is left when the process exits is written on 'exit'.
const maxQueued = 256
let queued: string[] = []
let scheduled = false
let exitHooked = false

function queueLine(line: string) {
  queued.push(line)
  if (queued.length >= maxQueued) return flushRequestLines()
  if (scheduled) return
  scheduled = true
  setImmediate(flushRequestLines)
  if (!exitHooked) {
    exitHooked = true
    process.on('exit', flushRequestLines)
  }
}

/** Writes the queued request lines now (tests read them at once; the process's 'exit' does it too). */
export function flushRequestLines() {
  scheduled = false
  if (!queued.length) return
  const text = queued.join('')
  queued = []
  process.stdout.write(text)
}
