// Where a visitor goes back to after signing up or in (decision 0030): only a path on this site. Anything that a
// browser could read as another origin (`//host`, `/\host`, `https:`, `javascript:`, the same hidden behind
// percent-encoding, tabs or new lines) is refused, and so are the sign-in pages themselves (no loop).

const maxLength = 1024
// Backslashes, whitespace and control characters: browsers strip some and read others as a slash.
const hasUnsafeCharacter = (s: string) =>
  /[\\\s]/.test(s) ||
  [...s].some((ch) => {
    const code = ch.charCodeAt(0)
    return code < 0x20 || code === 0x7f
  })
const probeOrigin = 'https://return-path.invalid'
// Pages a return would loop through, and addresses that are not pages.
const isRefused = (pathname: string) => {
  const path = pathname.toLowerCase().replace(/\/+$/, '')
  return path === '/login' || path === '/signup' || path === '/api' || path.startsWith('/api/')
}

/** The path itself when it is a safe place on this site to return to, else null. */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > maxLength) return null
  // One leading slash and nothing a browser strips or turns into a slash (backslash, control characters).
  if (!value.startsWith('/') || hasUnsafeCharacter(value)) return null
  let decoded = value
  try {
    // Twice: `%252F` decodes to `%2F`, which a later hop could decode to `/`.
    decoded = decodeURIComponent(decodeURIComponent(value))
  } catch {
    return null
  }
  // In the path part: an encoded query may hold anything (a search for "a b").
  const decodedPath = decoded.split(/[?#]/)[0]!
  if (decodedPath.startsWith('//') || hasUnsafeCharacter(decodedPath)) return null
  let url: URL
  try {
    url = new URL(value, probeOrigin)
  } catch {
    return null
  }
  if (url.origin !== probeOrigin) return null
  if (isRefused(url.pathname)) return null
  return `${url.pathname}${url.search}${url.hash}`
}

/** The safe return path, or `fallback`. */
export const returnPathOr = (value: unknown, fallback: string) => safeReturnPath(value) ?? fallback
