import { describe, expect, it } from 'vitest'
import { detailRings } from './detail-rings.ts'

const detail = {
  minutes: 12,
  ring: { label: 'Success' as const, percent: 90 },
  features: [],
  whoFor: [],
  howItWorks: [],
  whatItDoes: '',
  whatYouGet: [],
}

describe('detail rings', () => {
  it('shows questions and the minutes estimate, never the stored percentage', () => {
    const rings = detailRings({ questionCount: 18, detail, rating: null })
    expect(rings.map((r) => [r.display, r.label, r.subLabel])).toEqual([
      ['18', 'Questions', 'tailored to you'],
      ['12', 'Minutes', 'our estimate'],
    ])
    expect(JSON.stringify(rings)).not.toMatch(/90|Success/)
  })

  it('adds the verified buyers rating and count only when there are ratings', () => {
    const rings = detailRings({ questionCount: 0, detail: null, rating: { average: 4.5, count: 2 } })
    expect(rings.map((r) => [r.display, r.label, r.subLabel])).toEqual([
      ['4.5', 'Rating', '2 verified buyers'],
    ])
    expect(detailRings({ questionCount: 0, detail: null, rating: null })).toEqual([])
  })
})
