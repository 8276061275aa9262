import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import { Hono } from 'hono'
import type { Deps } from './app-env.ts'
import { requestHeader, type FastAnswer, type FastRoute } from './lib/fast-answer.ts'
import { catalogFastAnswer } from './features/catalog/public.ts'
import { meFastAnswer } from './features/auth/public.ts'
import { securityHeaders } from './features/security/public.ts'
import {
  requestIdOf,
  requestLineParts,
  writeRequestLineWith,
  type RequestLineParts,
} from './features/operations/public.ts'

/**
 * Answers that are already in memory (the catalogue's cached answers, a signed-in member's /api/me) go out from the
 * Node request listener without the router and its Request and Response objects: the same status, bytes and headers
 * as the app's own answer (the security headers are the app's middleware's, read once), the same request id and log
 * line. Everything else, and any of these not fresh in memory right now, goes to the app (decision 0039).
 */
export async function fastAnswers(
  deps: Deps,
  opts: { log?: boolean } = {},
): Promise<(listener: RequestListener) => RequestListener> {
  const routes: FastRoute[] = [catalogFastAnswer(deps.catalogCache), meFastAnswer(deps.sessions)]
  const security = await securityHeadersOf(deps.env.APP_URL)
  // An answer's own header list is the same object each time (made once per cached entry): joined to the security
  // headers once.
  const joined = new WeakMap<readonly string[], readonly string[]>()
  const withSecurity = (headers: readonly string[]) => {
    let list = joined.get(headers)
    if (!list) joined.set(headers, (list = [...security, ...headers]))
    return list
  }
  // As the app's request log: a line per request in production.
  const log = opts.log ?? deps.env.NODE_ENV === 'production'
  return (listener) => (req, res) => {
    const answer = req.method === 'GET' && fastPathable(req.url) ? tryRoutes(routes, req) : null
    if (!answer) return listener(req, res)
    send(req, res, answer, withSecurity(answer.headers), log)
  }
}

// A path with escapes is left to the router, which decodes it for the log line.
const fastPathable = (url: string | undefined) =>
  !!url && url.startsWith('/api/') && !pathOf(url).includes('%')

const pathOf = (url: string) => {
  const query = url.indexOf('?')
  return query === -1 ? url : url.slice(0, query)
}

function tryRoutes(routes: FastRoute[], req: IncomingMessage) {
  try {
    for (const route of routes) {
      const answer = route(req)
      if (answer) return answer
    }
  } catch (err) {
    // A fast path must never cost an answer: the router answers instead.
    console.error('Fast answer failed; the app answers instead', err)
  }
  return null
}

function send(
  req: IncomingMessage,
  res: ServerResponse,
  answer: FastAnswer,
  answerHeaders: readonly string[],
  log: boolean,
) {
  const started = performance.now()
  const requestId = requestIdOf(requestHeader(req, 'x-request-id'))
  const headers = [...answerHeaders, 'X-Request-Id', requestId]
  if (answer.body) headers.push('Content-Length', String(answer.body.length))
  res.writeHead(answer.status, headers)
  res.end(answer.body ?? undefined)
  if (log) writeRequestLineWith(lineParts(answer, pathOf(req.url!)), requestId, started)
}

// A kept answer is given again and again to the same path: its log line's fixed parts are made once for it (5 to
// 8 % less server CPU per detail answer). Keeping them for answers made per request (a WeakMap entry each) cost 20 %.
const madeParts = new WeakMap<FastAnswer, { path: string; parts: RequestLineParts }>()
function lineParts(answer: FastAnswer, path: string) {
  const made = answer.kept ? madeParts.get(answer) : undefined
  if (made?.path === path) return made.parts
  const parts = requestLineParts({ method: 'GET', path, status: answer.status, userId: answer.userId })
  if (answer.kept) madeParts.set(answer, { path, parts })
  return parts
}

/** The headers the app's security middleware puts on an answer under /api, read from that middleware itself. */
async function securityHeadersOf(appUrl: string) {
  const probe = new Hono().use(securityHeaders({ appUrl })).get('/api/probe', (c) => c.body(null, 204))
  const res = await probe.request('/api/probe')
  return [...res.headers.entries()].flat()
}
