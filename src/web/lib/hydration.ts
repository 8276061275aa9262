import { useSyncExternalStore } from 'react'

// On a server-rendered page (decision 0018) the first client render must match the HTML. On a storefront page the
// visitor's own data (who is signed in) is not in that HTML, so it is asked for only once the whole page has been
// hydrated: asked earlier, it can arrive while part of the page is still hydrating and make that part render
// differently. (A member's library is drawn with it, and starts from it: decision 0042.)
let hydrated = typeof document === 'undefined' ? false : !document.getElementById('root')?.hasChildNodes()
const listeners = new Set<() => void>()

/** Called once the server-rendered page has been taken over (root-layout.tsx), or at once on a client render. */
export function finishHydration() {
  // Clicks made before the app was ready were held by /boot.js: they are given again now.
  ;(window as { __pmAppReady?: () => void }).__pmAppReady?.()
  // A mark for whoever needs to know the page is the app's now (the browser journeys).
  document.documentElement.dataset.appReady = ''
  if (hydrated) return
  hydrated = true
  for (const listener of listeners) listener()
}

export const useHydrated = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => hydrated,
    () => false,
  )
