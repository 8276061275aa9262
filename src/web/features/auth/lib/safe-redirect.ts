import { isOwnReturnPath } from '../../../../shared/auth/return-path.ts'

/** Where to go after sign-in: the page the member came from when it is a path on this site, else /dashboard. */
export function safeRedirect(from: unknown, fallback: string) {
  return typeof from === 'string' && isOwnReturnPath(from) ? from : fallback
}
