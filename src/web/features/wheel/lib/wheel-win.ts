import { claimWindowSeconds } from '../../../../shared/wheel/wheel.ts'

// The win waiting for sign-up, in the browser (spec 3: wheelCredits, wheelCreditsExpiry) with the server's signed
// claim under wheelClaim. Sign-up reads and clears the same keys (features/auth/lib/wheel-claim.ts).
const keys = { claim: 'wheelClaim', credits: 'wheelCredits', expiry: 'wheelCreditsExpiry' } as const

export type WheelWin = { credits: number; claim: string; expiry: number }

/**
 * Keeps a win for 2 minutes (spec 9: the expiry is saved as now plus 2 minutes), never past `latest`, the last
 * moment the server will still honour the claim. Saved when the server answers and again when the wheel stops.
 */
export function saveWheelWin(
  win: { credits: number; claim: string },
  { now = Date.now(), latest = Infinity }: { now?: number; latest?: number } = {},
): WheelWin {
  const stored = { ...win, expiry: Math.min(now + claimWindowSeconds * 1000, latest) }
  try {
    localStorage.setItem(keys.claim, stored.claim)
    localStorage.setItem(keys.credits, String(stored.credits))
    localStorage.setItem(keys.expiry, String(stored.expiry))
  } catch {
    /* storage unavailable: the win lives only in the open dialog */
  }
  return stored
}

/** The stored win while it is still claimable, else null. */
export function readWheelWin(now = Date.now()): WheelWin | null {
  try {
    const claim = localStorage.getItem(keys.claim)
    const credits = Number(localStorage.getItem(keys.credits))
    const expiry = Number(localStorage.getItem(keys.expiry))
    if (!claim || !Number.isInteger(credits) || credits <= 0 || !(expiry > now)) return null
    return { claim, credits, expiry }
  } catch {
    return null
  }
}

export function clearWheelWin() {
  try {
    for (const key of Object.values(keys)) localStorage.removeItem(key)
  } catch {
    /* storage unavailable */
  }
}
