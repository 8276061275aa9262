import { randomBytes } from 'node:crypto'

// Better Auth is called through its own handler so that its origin checks and cookies all apply; these helpers
// re-issue the caller's request with the validated, normalised body and read Better Auth's errors.

/**
 * The only header Better Auth reads the client's address from (create-auth.ts). Its name is new in every
 * process, and every request we hand to Better Auth has it set from clientIp() after any copy is deleted, so no
 * caller can name their own address to it (X-Forwarded-For is read by clientIp() alone, under TRUST_PROXY).
 */
export const clientIpHeader = `x-promptmarket-client-ip-${randomBytes(8).toString('hex')}`

/** The caller's request, same URL and headers (cookies, origin), with a new JSON body and our client address. */
export function authRequest(raw: Request, body: unknown, ip: string | null = null) {
  const headers = withIpHeader(raw.headers, ip)
  headers.delete('content-length')
  headers.set('content-type', 'application/json')
  return new Request(raw.url, { method: 'POST', headers, body: JSON.stringify(body) })
}

/** The request as is (its body already read as text, or none), naming our client address to Better Auth. */
export function forwardedAuthRequest(raw: Request, ip: string | null, body: string | null) {
  const hasBody = raw.method !== 'GET' && raw.method !== 'HEAD' && body !== null
  const headers = withIpHeader(raw.headers, ip)
  headers.delete('content-length')
  return new Request(raw.url, { method: raw.method, headers, body: hasBody ? body : undefined })
}

function withIpHeader(source: Headers, ip: string | null) {
  const headers = new Headers(source)
  headers.delete(clientIpHeader)
  if (ip) headers.set(clientIpHeader, ip)
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
