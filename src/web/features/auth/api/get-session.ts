/** GET /api/auth/get-session: when the current session ends, or null when there is none. */
export async function fetchSessionExpiry(): Promise<{ expiresAt: Date } | null> {
  const res = await fetch('/api/auth/get-session', { credentials: 'same-origin' })
  if (res.status === 401) return null
  if (!res.ok) throw new Error(`get-session answered ${res.status}`)
  const body = (await res.json()) as { session?: { expiresAt?: string } } | null
  return body?.session?.expiresAt ? { expiresAt: new Date(body.session.expiresAt) } : null
}
