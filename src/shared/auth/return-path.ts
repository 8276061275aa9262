// Where a member goes back to after sign-up or sign-in: only a path on this site (never another origin, never
// "//host" or "/\host", which browsers read as another origin), and never the auth pages themselves.
export const returnPathMax = 300

export function isOwnReturnPath(path: string) {
  if (path.length > returnPathMax || !path.startsWith('/')) return false
  if (path.startsWith('//') || path.includes('\\')) return false
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(path)) return false
  return !/^\/(login|signup|api)(\/|\?|$)/.test(path)
}
