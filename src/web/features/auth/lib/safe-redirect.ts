/** Where to go after sign-in: the page the member came from when it is a path on this site, else /dashboard. */
export function safeRedirect(from: unknown, fallback: string) {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\'))
    return fallback
  if (from.startsWith('/login') || from.startsWith('/signup')) return fallback
  return from
}
