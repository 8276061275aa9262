import type { Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'

// The caller's address for throttling, read the way Better Auth reads it (create-auth.ts: x-forwarded-for,
// then x-real-ip, as set by the load balancer), falling back to the socket. Null in in-process tests.
export function clientIp(c: Context): string | null {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
  if (forwarded) return forwarded.slice(0, 64)
  const real = c.req.header('x-real-ip')?.trim()
  if (real) return real.slice(0, 64)
  try {
    return getConnInfo(c).remote.address ?? null
  } catch {
    return null
  }
}
