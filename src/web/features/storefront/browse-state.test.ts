import { describe, expect, it } from 'vitest'
import { readBrowseState, writeBrowseState } from './browse-state.ts'

const read = (qs: string) => readBrowseState(new URLSearchParams(qs))

describe('browse grid state in the address', () => {
  it('defaults to best selling without text and to relevance with it, and says it is the default', () => {
    expect(read('')).toMatchObject({ sort: 'bestselling', sortIsDefault: true })
    expect(read('keyword=sleep')).toMatchObject({ sort: 'relevance', sortIsDefault: true, keyword: 'sleep' })
    expect(read('sort=newest')).toMatchObject({ sort: 'newest', sortIsDefault: false })
    expect(read('sort=relevance')).toMatchObject({ sort: 'bestselling', sortIsDefault: true })
  })

  it('reads filters, and ignores what is unknown or malformed instead of failing', () => {
    expect(read('category=life&tier=super&minPrice=10&maxPrice=15.5&minRating=4.5')).toMatchObject({
      category: 'life',
      tier: 'super',
      minPrice: 1000,
      maxPrice: 1550,
      minRating: 4.5,
    })
    expect(read('sort=cheapest&category=pets&tier=mega&minPrice=-3&maxPrice=1e9&minRating=7')).toEqual({
      sort: 'bestselling',
      sortIsDefault: true,
      category: undefined,
      tier: undefined,
      keyword: undefined,
      minPrice: undefined,
      maxPrice: undefined,
      minRating: undefined,
    })
    expect(read('minPrice=20&maxPrice=5')).toMatchObject({ minPrice: 500, maxPrice: 2000 })
  })

  it('writes a change and keeps the other parameters (AI search, tool picker)', () => {
    const prev = new URLSearchParams('ai=true&q=help me sleep&sort=relevance&keyword=sleep')
    const next = writeBrowseState(prev, { keyword: undefined, minPrice: 1050, minRating: 4 })
    expect(Object.fromEntries(next)).toEqual({
      ai: 'true',
      q: 'help me sleep',
      minPrice: '10.50',
      minRating: '4.0',
    })
    expect(read(next.toString())).toMatchObject({ minPrice: 1050, minRating: 4, sort: 'bestselling' })
  })
})
