import { errorBody } from '../../lib/errors.ts'

/**
 * Better Auth's answer as ours: an error becomes `{"error":{"code","message"}}` with the same status (its
 * BAD_REQUEST-style code in lower case), and no session token (`session.token` or any other *token field)
 * ever leaves the server: the HttpOnly cookie is the only place a browser holds it.
 */
export async function toOurAnswer(res: Response, appUrl: string): Promise<Response> {
  if (res.status >= 300 && res.status < 400) return onSite(res, appUrl)
  const headers = new Headers(res.headers)
  headers.delete('content-length')
  const text = await res.text()
  let body: unknown = undefined
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    body = undefined
  }
  if (res.status >= 400) {
    headers.set('content-type', 'application/json')
    return new Response(JSON.stringify(errorFrom(res.status, body)), { status: res.status, headers })
  }
  if (body === undefined) return new Response(text, { status: res.status, headers })
  return new Response(JSON.stringify(withoutTokens(body)), { status: res.status, headers })
}

/**
 * A redirect only to a page of this site (decision 0030): Better Auth follows a `callbackURL` in the link's own
 * query, which anyone can edit, and lets absolute addresses of trusted origins through. Anywhere else becomes
 * /login (which sends a signed-in member on to the dashboard).
 */
function onSite(res: Response, appUrl: string) {
  const location = res.headers.get('location')
  if (!location) return res
  const origin = new URL(appUrl).origin
  let target: URL | null = null
  try {
    target = new URL(location, origin)
  } catch {
    target = null
  }
  if (target?.origin === origin && !/[\\\s]/.test(location)) return res
  const headers = new Headers(res.headers)
  headers.set('location', '/login')
  return new Response(null, { status: res.status, headers })
}

function errorFrom(status: number, body: unknown) {
  const found = (body ?? {}) as { code?: unknown; message?: unknown }
  if (status >= 500) {
    console.error(`Better Auth answered ${status} ${typeof found.code === 'string' ? found.code : ''}`)
    return errorBody('internal_error', 'Something went wrong. Please try again.')
  }
  const code =
    typeof found.code === 'string' && /^[A-Z0-9_]{1,64}$/.test(found.code)
      ? found.code.toLowerCase()
      : status === 404
        ? 'not_found'
        : status === 429
          ? 'too_many_attempts'
          : 'bad_request'
  const message =
    typeof found.message === 'string' && found.message
      ? found.message
      : status === 404
        ? 'Not found'
        : 'The request could not be completed'
  return errorBody(code, message)
}

function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !/token$/i.test(key))
      .map(([key, v]) => [key, withoutTokens(v)]),
  )
}
