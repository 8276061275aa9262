import './lib/zod-jitless.ts'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { QueryClientProvider } from '@tanstack/react-query'
import { queryClient } from './lib/query-client.ts'
import { applySsrSeeds } from './lib/ssr-seed.ts'
import { createRouter } from './app/router.tsx'
import { reloadOnce } from './lib/reload-once.ts'
import './styles.css'

const container = document.getElementById('root')!
applySsrSeeds(queryClient, document)
const router = createRouter()

// A page chunk that fails to load (gone after a deploy): the page being opened is loaded afresh, once, from the
// new build (lib/reload-once.ts); a second failure shows the error page.
window.addEventListener('vite:preloadError', (event) => {
  const next = router.state.navigation.location
  if (reloadOnce(next ? `${next.pathname}${next.search}${next.hash}` : undefined)) event.preventDefault()
})

const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>
)

// Toasts live in their own root, mounted with the first toast (lib/toast.ts), so the page's tree is exactly what
// the server rendered (entry-server.tsx) and sonner is not part of the first load.
if (container.hasChildNodes()) {
  // Server-rendered storefront page (decision 0018): React takes over the HTML on screen instead of redrawing
  // it, once the page's lazy chunk is loaded (the router is then initialised) and with the server's data seeded.
  // In a transition the takeover is done in small slices, not one long task.
  const hydrate = () => startTransition(() => void hydrateRoot(container, app))
  if (router.state.initialized) hydrate()
  else {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return
      stop()
      hydrate()
    })
  }
} else {
  // A transition lets React render the first screen in small slices instead of one long task (a slow phone
  // stays responsive while the app starts).
  const root = createRoot(container)
  startTransition(() => root.render(app))
}
