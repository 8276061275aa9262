import './lib/zod-jitless.ts'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { QueryClientProvider } from '@tanstack/react-query'
import { queryClient } from './lib/query-client.ts'
import { applySsrSeeds } from './lib/ssr-seed.ts'
import { AppRoutes, matchPage, preloadPage } from './app/router.tsx'
import { reloadOnce } from './lib/reload-once.ts'
import './styles.css'

const container = document.getElementById('root')!
applySsrSeeds(queryClient, document)

// A page chunk that fails to load (gone after a deploy): the page being opened (the address already shows it) is
// loaded afresh, once, from the new build (lib/reload-once.ts); a second failure shows the error page.
window.addEventListener('vite:preloadError', (event) => {
  const { pathname, search, hash } = window.location
  if (reloadOnce(`${pathname}${search}${hash}`)) event.preventDefault()
})

const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>
)

// Toasts live in their own root, mounted with the first toast (lib/toast.ts), so the page's tree is exactly what
// the server rendered (entry-server.tsx) and sonner is not part of the first load.
if (container.hasChildNodes()) {
  // Server-rendered storefront page (decision 0018): React takes over the HTML on screen instead of redrawing
  // it, once the page's lazy chunk is loaded (so nothing suspends) and with the server's data seeded.
  // In a transition the takeover is done in small slices, not one long task.
  const hydrate = () => startTransition(() => void hydrateRoot(container, app))
  const page = matchPage(window.location.pathname)
  if (page) preloadPage(page.load).then(hydrate, hydrate)
  else hydrate()
} else {
  // A transition lets React render the first screen in small slices instead of one long task (a slow phone
  // stays responsive while the app starts).
  const root = createRoot(container)
  startTransition(() => root.render(app))
}
