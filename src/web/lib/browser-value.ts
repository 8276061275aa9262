import { useSyncExternalStore } from 'react'

const unchanging = () => () => {}

/**
 * What only the browser knows (its address, its clock's time zone): `server` while the server renders and while
 * the browser hydrates that HTML, so both draw the same page; the browser's own value right after.
 */
export const useBrowserValue = <T>(browser: () => T, server: T): T =>
  useSyncExternalStore(unchanging, browser, () => server)
