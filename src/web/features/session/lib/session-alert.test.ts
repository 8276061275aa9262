import { describe, expect, it } from 'vitest'
import { dueSessionAlert, reconnectDelayMs, type SessionAlert } from './session-alert.ts'

describe('session alerts (spec 4 and 9)', () => {
  it('warns at 300 s or less, again at 60 s or less, and expires at 0, each once', () => {
    const shown = new Set<SessionAlert>()
    const seen: (SessionAlert | null)[] = []
    for (const left of [600, 330, 300, 270, 240, 90, 60, 30, 0, -30]) {
      const alert = dueSessionAlert(left, shown)
      if (alert) shown.add(alert)
      seen.push(alert)
    }
    expect(seen).toEqual([
      null,
      null,
      'expiring_soon',
      null,
      null,
      null,
      'expiring_in_one_minute',
      null,
      'expired',
      null,
    ])
  })

  it('skips to the due alert when the first check comes late', () => {
    expect(dueSessionAlert(45, new Set())).toBe('expiring_in_one_minute')
    expect(dueSessionAlert(-5, new Set())).toBe('expired')
  })

  it('reconnects after 1, 2, 5, then every 10 s', () => {
    expect([0, 1, 2, 3, 4, 10].map(reconnectDelayMs)).toEqual([1000, 2000, 5000, 10000, 10000, 10000])
  })
})
