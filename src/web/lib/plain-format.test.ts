import { describe, expect, it } from 'vitest'
import { formatLongDate, formatWholeNumber } from './plain-format.ts'

describe('plain formatting (no Intl on the first screen)', () => {
  it.each([0, 7, 999, 1000, 12345, 1234567, 1000000000])('%i is grouped as en-AU groups it', (n) => {
    expect(formatWholeNumber(n)).toBe(new Intl.NumberFormat('en-AU').format(n))
  })

  it.each([
    '2026-01-01T10:00:00Z',
    '2026-11-22T23:59:00Z',
    '2024-02-29T12:00:00Z',
    '2025-07-05T00:30:00+10:00',
  ])('%s reads as en-AU long date', (iso) => {
    expect(formatLongDate(iso)).toBe(
      new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric' }).format(
        new Date(iso),
      ),
    )
  })
})
