import { describe, expect, it } from 'vitest'
import {
  landingRotation,
  maxFullTurns,
  minFullTurns,
  segmentAtPointer,
  wheelCreditValue,
  wheelSegments,
} from './wheel.ts'

describe('welcome wheel', () => {
  it('has the twelve segments of spec 9', () => {
    expect(wheelSegments).toEqual([2, 2, 2, 2, 2, 2, 2, 2, 4, 4, 6, 6])
  })

  it('lands on the segment it was told, for every turn count and offset', () => {
    for (let i = 0; i < wheelSegments.length; i++)
      for (let turns = minFullTurns; turns <= maxFullTurns; turns++)
        for (const offset of [0, 0.25, 0.5, 0.999]) {
          const deg = landingRotation(i, turns, offset)
          expect(segmentAtPointer(deg)).toBe(i)
          expect(deg).toBeGreaterThanOrEqual(turns * 360)
          expect(deg).toBeLessThan((turns + 1) * 360)
        }
  })

  it('values a credit at 3.995 dollars, two decimals', () => {
    expect(wheelCreditValue(2)).toBe('7.99')
    expect(wheelCreditValue(4)).toBe('15.98')
    expect(wheelCreditValue(6)).toBe('23.97')
  })
})
