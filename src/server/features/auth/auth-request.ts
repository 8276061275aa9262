// Better Auth is called through its own handler so that its origin checks, rate limits and cookies all apply;
// these helpers re-issue the caller's request with the validated, normalised body and read Better Auth's errors.

/** The caller's request, same URL and headers (cookies, origin, IP), with a new JSON body. */
export function authRequest(raw: Request, body: unknown, ip: string | null = null) {
  const headers = withIpHeader(raw.headers, ip)
  headers.delete('content-length')
  headers.set('content-type', 'application/json')
  return new Request(raw.url, { method: 'POST', headers, body: JSON.stringify(body) })
}

/**
 * The request as is, but naming the socket's address when no proxy header does: without one, Better Auth's
 * rate limiter puts every caller in one shared bucket (3 sign-ins per 10 s for the whole site).
 */
export function withClientIp(raw: Request, ip: string | null) {
  if (!ip || raw.headers.has('x-forwarded-for') || raw.headers.has('x-real-ip')) return raw
  const hasBody = raw.method !== 'GET' && raw.method !== 'HEAD'
  return new Request(raw.url, {
    method: raw.method,
    headers: withIpHeader(raw.headers, ip),
    body: hasBody ? raw.body : undefined,
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit)
}

function withIpHeader(source: Headers, ip: string | null) {
  const headers = new Headers(source)
  if (ip && !headers.has('x-forwarded-for') && !headers.has('x-real-ip')) headers.set('x-forwarded-for', ip)
  return headers
}

/** Better Auth's error code (e.g. EMAIL_NOT_VERIFIED), if its answer has one. */
export async function authErrorCode(res: Response): Promise<string | undefined> {
  try {
    const body = (await res.clone().json()) as { code?: unknown }
    return typeof body.code === 'string' ? body.code : undefined
  } catch {
    return undefined
  }
}
