import { sessionTiming } from '../../../../shared/auth/auth-messages.ts'

export type SessionAlert = 'expiring_soon' | 'expiring_in_one_minute' | 'expired'

/**
 * Which session toast is due, given the seconds left and the toasts already shown for this session (spec 4):
 * 'Session expiring soon' at 300 s or less, 'Session expiring in 1 minute' at 60 s or less, then 'Session expired'.
 * Each shows once; a late first check (e.g. a tab waking up at 50 s) skips straight to the later one.
 */
export function dueSessionAlert(secondsLeft: number, shown: ReadonlySet<SessionAlert>): SessionAlert | null {
  if (secondsLeft <= 0) return shown.has('expired') ? null : 'expired'
  if (secondsLeft <= sessionTiming.lastWarnAtSeconds)
    return shown.has('expiring_in_one_minute') ? null : 'expiring_in_one_minute'
  if (secondsLeft <= sessionTiming.warnAtSeconds) return shown.has('expiring_soon') ? null : 'expiring_soon'
  return null
}

// Spec 9: reconnect backoff of the realtime connection, 1, 2, 5 then 10 s.
const backoffMs = [1000, 2000, 5000, 10_000]
export const reconnectDelayMs = (attempt: number) =>
  backoffMs[Math.min(Math.max(attempt, 0), backoffMs.length - 1)]
