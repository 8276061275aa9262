import type { MiddlewareHandler } from 'hono'
import { secureHeaders } from 'hono/secure-headers'
import type { AppEnv } from '../../app-env.ts'

// Scripts only from our own files (the build has no inline script); styles also inline, because the toast
// library injects a <style> element at run time. No page may frame us.
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
}

/**
 * The security headers of every answer, pages and API alike. HSTS is sent only when APP_URL (the public
 * address) is https: behind a TLS-terminating proxy that is the configured URL, so no forwarded header
 * from the client is trusted for it.
 */
export function securityHeaders(opts: { appUrl: string }): MiddlewareHandler<AppEnv> {
  const https = opts.appUrl.startsWith('https://')
  return secureHeaders({
    contentSecurityPolicy: https
      ? { ...contentSecurityPolicy, upgradeInsecureRequests: [] }
      : contentSecurityPolicy,
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: https ? 'max-age=31536000; includeSubDomains' : false,
    // A route that sets one itself keeps it (a share page sends no Referer at all).
    overwrite: false,
  })
}
