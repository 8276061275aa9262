import type { QueryClient } from '@tanstack/react-query'

/**
 * Resolves once none of this tab's changes is waiting for its answer. A password change ends the realtime stream
 * (its session is revoked) before its own answer brings the fresh cookie: who is signed in is asked again only
 * after that answer, else the check goes out with the old cookie, is told "signed out" and drops the new one.
 */
export function whenNoMutationPending(client: QueryClient): Promise<void> {
  if (client.isMutating() === 0) return Promise.resolve()
  return new Promise((resolve) => {
    const unsubscribe = client.getMutationCache().subscribe(() => {
      if (client.isMutating() > 0) return
      unsubscribe()
      resolve()
    })
  })
}
