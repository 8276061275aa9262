import { Component, use, type ComponentType, type ErrorInfo, type ReactNode } from 'react'
import { matchRoutes, Route, Routes, useLocation, type RouteObject } from 'react-router'
import { RootLayout } from './root-layout.tsx'
import { RouteError } from './route-error.tsx'
import { RequireUser } from './require-user.tsx'

// The declarative router (decision 0037): pages are lazy chunks rendered inside <Routes>; the data router's loaders,
// actions and fetchers were never used, and leaving them out of the entry saves about 15 KB of gzipped JavaScript.
type PageModule = { default: ComponentType }
type PageLoader = () => Promise<PageModule>
type PageRoute = { path?: string; index?: true; load: PageLoader; protected?: boolean }

const home = () => import('../pages/home.tsx')
const promptDetail = () => import('../pages/prompt-detail.tsx')

export const pageRoutes: PageRoute[] = [
  { index: true, load: home },
  { path: 'browse', load: () => import('../pages/browse.tsx') },
  { path: 'category/:categoryPath', load: () => import('../pages/category.tsx') },
  { path: 'prompt/:id', load: promptDetail },
  { path: 'prompts/:slug', load: promptDetail },
  { path: 'prompt-builder', load: () => import('../pages/prompt-builder.tsx') },
  { path: 'signup', load: () => import('../pages/signup.tsx') },
  { path: 'login', load: () => import('../pages/login.tsx') },
  { path: 'forgot-password', load: () => import('../pages/forgot-password.tsx') },
  { path: 'reset-password', load: () => import('../pages/reset-password.tsx') },
  { path: 'dashboard', load: () => import('../pages/dashboard.tsx'), protected: true },
  { path: 'credits', load: () => import('../pages/credits.tsx') },
  { path: 'gifts', load: () => import('../pages/gifts-sent.tsx'), protected: true },
  { path: 'gifts/redeem', load: () => import('../pages/redeem-gift.tsx') },
  { path: 'customization', load: () => import('../pages/customization.tsx'), protected: true },
  { path: 'customization/:id/run', load: () => import('../pages/run-customization.tsx'), protected: true },
  { path: 'shared/:token', load: () => import('../pages/shared-link.tsx'), protected: true },
  { path: 'payment/success', load: () => import('../pages/payment-success.tsx') },
  { path: 'payment/cancelled', load: () => import('../pages/payment-cancelled.tsx') },
  { path: 'checkout/local/:sessionId', load: () => import('../pages/local-checkout.tsx') },
  // The admin console: one lazy subtree (its own routes inside), signed-in only, admins only inside.
  { path: 'admin/*', load: () => import('../pages/admin/admin-app.tsx'), protected: true },
  // My Account: orders, receipts, money-back requests; one lazy subtree, signed-in only.
  { path: 'account/*', load: () => import('../pages/account/account-app.tsx'), protected: true },
  // The link of the "confirm your new e-mail address" mail: works signed out too (the token is the proof).
  { path: 'confirm-email', load: () => import('../pages/account/confirm-email-page.tsx') },
  { path: 'terms', load: () => import('../pages/terms.tsx') },
  { path: 'privacy', load: () => import('../pages/privacy.tsx') },
  { path: 'refund-policy', load: () => import('../pages/refund-policy.tsx') },
  { path: 'creator-terms', load: () => import('../pages/creator-terms.tsx') },
  { path: 'creators/:handle', load: () => import('../pages/creator.tsx') },
  { path: 'contact', load: () => import('../pages/contact.tsx') },
  // The creator studio: signed-in only; the page itself turns away members who are not approved creators.
  { path: 'studio', load: () => import('../pages/studio/studio-page.tsx'), protected: true },
  { path: 'studio/templates/:id', load: () => import('../pages/studio/studio-template-page.tsx'), protected: true },
  // A creator's earnings and payouts, and the local simulation's onboarding page (issue 24).
  { path: 'studio/earnings', load: () => import('../features/earnings/pages/earnings-page.tsx'), protected: true },
  {
    path: 'studio/earnings/test-onboarding',
    load: () => import('../features/earnings/pages/test-onboarding-page.tsx'),
    protected: true,
  },
  { path: '*', load: () => import('../pages/not-found.tsx') },
]

// For matching an address without rendering (the server's render, the first page's preload).
const matchable: RouteObject[] = pageRoutes.map((r, i) => ({ id: String(i), path: r.path, index: r.index }))
export const matchPage = (pathname: string): PageRoute | undefined => {
  const id = matchRoutes(matchable, pathname)?.at(-1)?.route.id
  return id === undefined ? undefined : pageRoutes[Number(id)]
}

type Loaded = { promise: Promise<ComponentType>; Page?: ComponentType }
const loaded = new Map<PageLoader, Loaded>()

/** Starts (once) loading a page's chunk; a page loaded before the first render renders without suspending. */
export function preloadPage(load: PageLoader): Promise<ComponentType> {
  let entry = loaded.get(load)
  if (!entry) {
    const next: Loaded = {
      promise: load().then((module) => {
        // A chunk that failed to load while the page reloads itself (main.tsx) resolves to nothing: wait for it.
        if (!module) return new Promise<never>(() => {})
        next.Page = module.default
        return module.default
      }),
    }
    entry = next
    loaded.set(load, entry)
  }
  return entry.promise
}

function LazyPage({ route }: { route: PageRoute }) {
  const entry = loaded.get(route.load)
  const Page = entry?.Page ?? use(preloadPage(route.load))
  return route.protected ? (
    <RequireUser>
      <Page />
    </RequireUser>
  ) : (
    <Page />
  )
}

/** The whole app's routes: the layout around every page. */
export function AppRoutes() {
  const { pathname } = useLocation()
  return (
    <PageErrorBoundary pathname={pathname}>
      <Routes>
        <Route element={<RootLayout />}>
          {pageRoutes.map((route, i) =>
            route.index ? (
              <Route key={i} index element={<LazyPage route={route} />} />
            ) : (
              <Route key={i} path={route.path} element={<LazyPage route={route} />} />
            ),
          )}
        </Route>
      </Routes>
    </PageErrorBoundary>
  )
}

type BoundaryState = { error: unknown; pathname: string }

/** A page that fails to render (or to load) shows the error page; going to another address clears it. */
class PageErrorBoundary extends Component<{ pathname: string; children: ReactNode }, BoundaryState> {
  state: BoundaryState = { error: null, pathname: this.props.pathname }
  static getDerivedStateFromError(error: unknown) {
    return { error }
  }
  static getDerivedStateFromProps(props: { pathname: string }, state: BoundaryState) {
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname }
  }
  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack)
  }
  render() {
    return this.state.error ? <RouteError /> : this.props.children
  }
}
