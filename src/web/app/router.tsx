import { createBrowserRouter, type RouteObject } from 'react-router'
import { RootLayout } from './root-layout.tsx'
import { RouteError } from './route-error.tsx'
import { RequireUser } from './require-user.tsx'

// Each page is its own chunk; protected pages are wrapped in RequireUser.
// A chunk that failed to load while the page reloads itself (main.tsx) resolves to nothing: wait for the reload.
const page = (load: () => Promise<{ default: React.ComponentType }>, opts: { protected?: boolean } = {}) => ({
  lazy: async () => {
    const loaded = (await load()) as { default: React.ComponentType } | undefined
    if (!loaded) return new Promise<never>(() => {})
    const { default: Page } = loaded
    return {
      Component: opts.protected
        ? () => (
            <RequireUser>
              <Page />
            </RequireUser>
          )
        : Page,
    }
  },
})

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Nothing while the first page's chunk loads (server-rendered HTML, when there is some, stays meanwhile).
    HydrateFallback: () => null,
    children: [
      { index: true, ...page(() => import('../pages/home.tsx')) },
      { path: 'browse', ...page(() => import('../pages/browse.tsx')) },
      { path: 'category/:categoryPath', ...page(() => import('../pages/category.tsx')) },
      { path: 'prompt/:id', ...page(() => import('../pages/prompt-detail.tsx')) },
      { path: 'prompts/:slug', ...page(() => import('../pages/prompt-detail.tsx')) },
      { path: 'prompt-builder', ...page(() => import('../pages/prompt-builder.tsx')) },
      { path: 'signup', ...page(() => import('../pages/signup.tsx')) },
      { path: 'login', ...page(() => import('../pages/login.tsx')) },
      { path: 'forgot-password', ...page(() => import('../pages/forgot-password.tsx')) },
      { path: 'reset-password', ...page(() => import('../pages/reset-password.tsx')) },
      { path: 'dashboard', ...page(() => import('../pages/dashboard.tsx'), { protected: true }) },
      { path: 'credits', ...page(() => import('../pages/credits.tsx')) },
      { path: 'gifts', ...page(() => import('../pages/gifts-sent.tsx'), { protected: true }) },
      { path: 'gifts/redeem', ...page(() => import('../pages/redeem-gift.tsx')) },
      { path: 'customization', ...page(() => import('../pages/customization.tsx'), { protected: true }) },
      {
        path: 'customization/:id/run',
        ...page(() => import('../pages/run-customization.tsx'), { protected: true }),
      },
      { path: 'shared/:token', ...page(() => import('../pages/shared-link.tsx'), { protected: true }) },
      { path: 'payment/success', ...page(() => import('../pages/payment-success.tsx')) },
      { path: 'payment/cancelled', ...page(() => import('../pages/payment-cancelled.tsx')) },
      { path: 'checkout/local/:sessionId', ...page(() => import('../pages/local-checkout.tsx')) },
      // The admin console: one lazy subtree (its own routes inside), signed-in only, admins only inside.
      { path: 'admin/*', ...page(() => import('../pages/admin/admin-app.tsx'), { protected: true }) },
      // My Account: orders, receipts, money-back requests; one lazy subtree, signed-in only.
      { path: 'account/*', ...page(() => import('../pages/account/account-app.tsx'), { protected: true }) },
      // The link of the "confirm your new e-mail address" mail: works signed out too (the token is the proof).
      { path: 'confirm-email', ...page(() => import('../pages/account/confirm-email-page.tsx')) },
      { path: 'terms', ...page(() => import('../pages/terms.tsx')) },
      { path: 'privacy', ...page(() => import('../pages/privacy.tsx')) },
      { path: 'refund-policy', ...page(() => import('../pages/refund-policy.tsx')) },
      { path: 'creator-terms', ...page(() => import('../pages/creator-terms.tsx')) },
      // The creator studio: signed-in only; the page itself turns away members who are not approved creators.
      { path: 'studio', ...page(() => import('../pages/studio/studio-page.tsx'), { protected: true }) },
      {
        path: 'studio/templates/:id',
        ...page(() => import('../pages/studio/studio-template-page.tsx'), { protected: true }),
      },
      { path: 'creators/:handle', ...page(() => import('../pages/creator.tsx')) },
      { path: 'contact', ...page(() => import('../pages/contact.tsx')) },
      { path: '*', ...page(() => import('../pages/not-found.tsx')) },
    ],
  },
]

export const createRouter = () => createBrowserRouter(routes)
