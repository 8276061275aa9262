import { describe, expect, it } from 'vitest'
import { perViewFor, step, visibleIndexes } from './carousel-window.ts'

describe('looping carousel window', () => {
  it('shows perView items from start and wraps round the end', () => {
    expect(visibleIndexes(0, 5, 3)).toEqual([0, 1, 2])
    expect(visibleIndexes(4, 5, 3)).toEqual([4, 0, 1])
    expect(visibleIndexes(3, 5, 1)).toEqual([3])
  })

  it('shows every item once when they all fit, and nothing for an empty list', () => {
    expect(visibleIndexes(2, 2, 3)).toEqual([0, 1])
    expect(visibleIndexes(0, 0, 3)).toEqual([])
  })

  it('loops past both ends', () => {
    expect(step(0, 5, -1)).toBe(4)
    expect(step(4, 5, 1)).toBe(0)
    expect(step(2, 5, 1)).toBe(3)
    expect(step(0, 0, 1)).toBe(0)
  })

  it('has 1, 2 or 3 cards per row by width', () => {
    expect(perViewFor(360)).toBe(1)
    expect(perViewFor(700)).toBe(2)
    expect(perViewFor(1366)).toBe(3)
  })
})
