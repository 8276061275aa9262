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

// An answer under /api is data, never a page: it loads nothing and runs nothing, so its policy allows nothing.
const dataContentSecurityPolicy = { defaultSrc: ["'none'"], frameAncestors: ["'none'"] }

const hsts = 'max-age=31536000; includeSubDomains'

/**
 * The security headers of every answer. Pages get the page policy and the headers that only a document reads
 * (opener and agent-cluster isolation, referrer, DNS prefetch); answers under /api keep what guards data
 * (no framing, no sniffing, no cross-site reads, HSTS) and drop the rest (decision 0041). HSTS is sent only when
 * APP_URL (the public address) is https: behind a TLS-terminating proxy that is the configured URL, so no
 * forwarded header from the client is trusted for it.
 */
export function securityHeaders(opts: { appUrl: string }): MiddlewareHandler<AppEnv> {
  const https = opts.appUrl.startsWith('https://')
  const forPages = secureHeaders({
    contentSecurityPolicy: https
      ? { ...contentSecurityPolicy, upgradeInsecureRequests: [] }
      : contentSecurityPolicy,
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: https ? hsts : false,
    // A route that sets one itself keeps it (a share page sends no Referer at all).
    overwrite: false,
  })
  const forData = secureHeaders({
    contentSecurityPolicy: dataContentSecurityPolicy,
    crossOriginResourcePolicy: true,
    xContentTypeOptions: true,
    xFrameOptions: 'DENY',
    strictTransportSecurity: https ? hsts : false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    overwrite: false,
  })
  return (c, next) => (c.req.path.startsWith('/api/') ? forData(c, next) : forPages(c, next))
}
