// After a deploy, an open tab may ask for a page chunk the new build no longer has. Reloading fetches the new
// build's pages; the time kept in sessionStorage stops a chunk that is really missing from reloading for ever.
const key = 'pm:chunk-reload'
const minIntervalMs = 60_000

/**
 * Loads `href` (the page being opened, else this one) afresh, unless it did so for this reason within the last
 * minute; true when it does.
 */
export function reloadOnce(href?: string): boolean {
  try {
    const last = Number(sessionStorage.getItem(key) ?? 0)
    if (Date.now() - last < minIntervalMs) return false
    sessionStorage.setItem(key, String(Date.now()))
  } catch {
    return false // no storage (privacy mode): never risk a loop
  }
  if (href) window.location.assign(href)
  else window.location.reload()
  return true
}
