import { lazy, Suspense, useEffect, useRef } from 'react'
import { Outlet, useLocation } from 'react-router'
import { TopNav } from '../features/auth/components/top-nav.tsx'
import { Footer } from '../components/layout/footer.tsx'
import { PageSpinner } from '../components/ui/spinner.tsx'
import { finishHydration } from '../lib/hydration.ts'
import { showToastKeptForReload } from '../lib/toast-after-reload.ts'
import { useMe } from '../features/auth/api/get-me.ts'

// Background watchers (session expiry, live balance) load after first paint, and only for a signed-in member: a
// visitor never downloads them (nor zod, which their event parsing uses).
const SessionServices = lazy(() =>
  import('../features/session/components/session-services.tsx').then((m) => ({ default: m.SessionServices })),
)

/** Every page: navigation, content, footer; scrolls to the top on each path change (spec 2). */
export function RootLayout() {
  const { pathname } = useLocation()
  const signedIn = Boolean(useMe().data)
  // On a path change only: on the first page the visitor may already have scrolled the server-rendered HTML.
  const shownPath = useRef(pathname)
  useEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    window.scrollTo(0, 0)
  }, [pathname])
  useEffect(showToastKeptForReload, [])
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50"
      >
        Skip to content
      </a>
      {signedIn && (
        <Suspense fallback={null}>
          <SessionServices />
        </Suspense>
      )}
      <TopNav />
      {/* At least a screen tall: while a page loads its data the footer stays below the fold instead of jumping. */}
      <main id="main" className="min-h-screen flex-1">
        <Suspense fallback={<PageSpinner />}>
          <HydrationDone />
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  )
}

/** Its effect runs when the page (this boundary) has been hydrated, after the shell around it. */
function HydrationDone() {
  useEffect(finishHydration, [])
  return null
}
