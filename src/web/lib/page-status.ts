import { createContext, useContext } from 'react'

/** The HTTP status of the page being rendered on the server (entry-server.tsx); the browser has none. */
export type PageStatus = { code: number }

export const PageStatusContext = createContext<PageStatus | null>(null)

/**
 * Marks the page as "not found" while `when` holds: its server render is answered with 404, so search engines
 * and link checkers see the truth. In the browser it does nothing.
 */
export function useNotFoundStatus(when = true) {
  const status = useContext(PageStatusContext)
  // Written during render on purpose: the server renders once per answer and reads it after.
  if (status && when) status.code = 404
}
