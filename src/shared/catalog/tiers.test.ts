import { describe, expect, it } from 'vitest'
import { formatAud, tierOf, tierPrices } from './tiers.ts'
import { categoryOf } from './categories.ts'

describe('tiers and categories', () => {
  it('prices the tiers as spec 9', () => {
    expect(tierPrices).toEqual({
      daily: { credits: 2, priceCents: 799 },
      boost: { credits: 4, priceCents: 1598 },
      super: { credits: 8, priceCents: 2500 },
    })
  })
  it('falls back to daily when data is missing', () => {
    expect(tierOf(undefined)).toBe('daily')
    expect(tierOf('mega')).toBe('daily')
    expect(tierPrices[tierOf(null)]).toEqual({ credits: 2, priceCents: 799 })
  })
  it('formats AUD with two decimals', () => {
    expect(formatAud(2500)).toBe('$25.00 AUD')
    expect(formatAud(1598)).toBe('$15.98 AUD')
  })
  it('maps unknown categories to tools, by key or display name', () => {
    expect(categoryOf('health').name).toBe('Health & Fitness')
    expect(categoryOf('Social & Lifestyle').key).toBe('social')
    expect(categoryOf('cooking').key).toBe('tools')
    expect(categoryOf(undefined).key).toBe('tools')
  })
})
