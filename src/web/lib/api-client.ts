import { hc } from 'hono/client'
import type { AppType } from '../../server/app.ts'

let transport: typeof fetch = (input, init) => fetch(input, init)
/** The server render (entry-server.tsx) answers the API in process, with no cookies: public data only. */
export const setApiTransport = (f: typeof fetch) => void (transport = f)

// The typed client of the whole HTTP API; cookies go with every call.
export const api = hc<AppType>('/', {
  init: { credentials: 'same-origin' },
  fetch: (input: RequestInfo | URL, init?: RequestInit) => transport(input, init),
}).api

/** An error answer of the API: `{"error":{"code","message"}}` with its status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

/** Reads a response: the JSON body when ok, else throws ApiError with the server's message. */
export async function ok<T>(res: { ok: boolean; status: number; json: () => Promise<T> }): Promise<T> {
  if (res.ok) return res.json()
  let code = 'http_error'
  let message = 'Something went wrong. Please try again.'
  try {
    const body = (await res.json()) as { error?: { code?: string; message?: string } }
    code = body.error?.code ?? code
    message = body.error?.message ?? message
  } catch {
    /* not JSON */
  }
  throw new ApiError(res.status, code, message)
}

/** Plain fetch for endpoints outside the typed client (e.g. Better Auth). */
export async function fetchJson<T>(url: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(url, {
    credentials: 'same-origin',
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers ?? {}) },
  })
  return ok<T>(res as never)
}
