import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { AppEnv, Deps } from './app-env.ts'
import { AppError, errorBody, onError } from './lib/errors.ts'
import { loadSession } from './features/auth/load-session.ts'
import { authGate } from './features/auth/auth-gate.ts'
import { mountWeb } from './serve-web.ts'
import { accountRoutes } from './features/account/routes.ts'
import { adminRoutes } from './features/admin/routes.ts'
import { analyticsRoutes } from './features/analytics/routes.ts'
import { authRoutes } from './features/auth/routes.ts'
import { passwordResetRoutes } from './features/auth/password-reset-routes.ts'
import { catalogRoutes } from './features/catalog/routes.ts'
import { creditsRoutes } from './features/credits/routes.ts'
import { customizationsRoutes } from './features/customizations/routes.ts'
import { giftsRoutes } from './features/gifts/routes.ts'
import { wishlistRoutes } from './features/wishlist/routes.ts'
import { libraryRoutes } from './features/library/routes.ts'
import { paymentsRoutes } from './features/payments/routes.ts'
import { purchasesRoutes } from './features/purchases/routes.ts'
import { realtimeRoutes } from './features/realtime/routes.ts'
import { searchRoutes } from './features/search/routes.ts'
import { securityRoutes } from './features/security/routes.ts'
import { securityHeaders } from './features/security/security-headers.ts'
import { sameOriginGuard } from './features/security/same-origin-guard.ts'
import { sharesRoutes } from './features/shares/routes.ts'
import { modelRunsRoutes } from './features/model-runs/routes.ts'
import { operationsRoutes } from './features/operations/routes.ts'
import { seoRoutes } from './features/seo/routes.ts'
import { canonicalPromptPath } from './features/seo/canonical-prompt-path.ts'
import { buildPageHead } from './features/seo/build-page-head.ts'
import { requestLog } from './features/operations/request-log.ts'
import { supportRoutes } from './features/support/routes.ts'
import { wheelRoutes } from './features/wheel/routes.ts'
import { creatorsRoutes } from './features/creators/routes.ts'
import { earningsRoutes } from './features/earnings/routes.ts'
import { earningsFixtureRoutes } from './features/earnings/e2e-fixture-routes.ts'
import { studioRoutes } from './features/studio/routes.ts'

export function createApp(deps: Deps, opts: { webDist?: string } = {}) {
  const base = new Hono<AppEnv>()
  base.onError(onError)
  base.use('*', async (c, next) => {
    c.set('deps', deps)
    c.set('user', null)
    c.set('sessionId', null)
    await next()
  })
  base.use('*', requestLog({ log: deps.env.NODE_ENV === 'production' }))
  base.use('*', securityHeaders({ appUrl: deps.env.APP_URL }))
  base.use('/api/*', sameOriginGuard({ appUrl: deps.env.APP_URL }))
  const limitBody = bodyLimit({
    maxSize: 1024 * 1024,
    onError: (c) => c.json(errorBody('payload_too_large', 'The request is too large'), 413),
  })
  // GET and HEAD carry no body we read; asking for one makes the Node adapter build a full Request (~17% of a
  // cached catalogue answer's CPU), so only the methods with a body are limited.
  base.use('/api/*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next),
  )

  base.use('/api/*', loadSession)
  // The allow-list, limits and text checks of every /api/auth route, whichever sub-app answers it.
  base.use('/api/auth/*', authGate)

  const app = base
    .route('/api', passwordResetRoutes)
    .route('/api', authRoutes)
    .route('/api', catalogRoutes)
    .route('/api', creditsRoutes)
    .route('/api', paymentsRoutes)
    .route('/api', purchasesRoutes)
    .route('/api', giftsRoutes)
    .route('/api', wheelRoutes)
    .route('/api', libraryRoutes)
    .route('/api', wishlistRoutes)
    .route('/api', customizationsRoutes)
    .route('/api', sharesRoutes)
    .route('/api', searchRoutes)
    .route('/api', analyticsRoutes)
    .route('/api', securityRoutes)
    .route('/api', realtimeRoutes)
    .route('/api', adminRoutes)
    .route('/api', accountRoutes)
    .route('/api', supportRoutes)
    .route('/api', modelRunsRoutes)
    .route('/api', creatorsRoutes)
    .route('/api', earningsRoutes)
    .route('/api', studioRoutes)

  // The earnings journey's data setup (admin only), in test runs only; not part of AppType.
  if (deps.env.NODE_ENV === 'test') base.route('/api', earningsFixtureRoutes)

  // Outside /api: probes call them with no session, origin or body.
  base.route('/', operationsRoutes)
  base.route('/', seoRoutes)
  base.all('/api/*', () => {
    throw new AppError('not_found', 'Not found', 404)
  })
  if (opts.webDist && existsSync(join(opts.webDist, 'index.html')))
    mountWeb(base, opts.webDist, {
      testMode: deps.env.PAYMENTS_PROVIDER === 'local',
      pageHead: (input) => buildPageHead(deps.db, { ...input, appUrl: deps.env.APP_URL }),
      canonicalPath: (pathname) => canonicalPromptPath(deps.db, pathname),
    })
  return app
}

export type AppType = ReturnType<typeof createApp>
