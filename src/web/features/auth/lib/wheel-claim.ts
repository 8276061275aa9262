// The welcome-wheel win waiting for sign-up, kept in the browser (spec 3: wheelCredits, wheelCreditsExpiry) plus
// the server's signed claim token under `wheelClaim`. The wheel issue writes these keys; sign-up reads and clears them.
const keys = { claim: 'wheelClaim', credits: 'wheelCredits', expiry: 'wheelCreditsExpiry' } as const

/** The stored claim token, if there is one and it has not expired. */
export function readWheelClaim(now = Date.now()): string | undefined {
  try {
    const claim = localStorage.getItem(keys.claim) ?? undefined
    const expiry = Number(localStorage.getItem(keys.expiry) ?? 'NaN')
    if (!claim) return undefined
    return Number.isFinite(expiry) && expiry < now ? undefined : claim
  } catch {
    return undefined
  }
}

export function clearWheelClaim() {
  try {
    for (const key of Object.values(keys)) localStorage.removeItem(key)
  } catch {
    /* storage unavailable */
  }
}
