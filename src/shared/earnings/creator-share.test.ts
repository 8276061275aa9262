import { describe, expect, it } from 'vitest'
import { splitSale } from './creator-share.ts'

describe('splitSale', () => {
  it('gives the creator 85%, rounded down to the cent, and the house the rest: they add up for every amount', () => {
    for (let cents = 0; cents <= 20_000; cents++) {
      const { creatorCents, houseCents } = splitSale(cents)
      expect(creatorCents + houseCents).toBe(cents)
      expect(creatorCents).toBeLessThanOrEqual(cents * 0.85)
      expect(creatorCents).toBeGreaterThan(cents * 0.85 - 1)
    }
    expect(splitSale(799)).toEqual({ creatorCents: 679, houseCents: 120 })
    expect(splitSale(2500)).toEqual({ creatorCents: 2125, houseCents: 375 })
  })

  it('refuses amounts that are not whole, non-negative cents', () => {
    expect(() => splitSale(1.5)).toThrow()
    expect(() => splitSale(-1)).toThrow()
  })
})
