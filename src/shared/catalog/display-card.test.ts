import { describe, expect, it } from 'vitest'
import { defaultOutcomes, outcomesFor, toDisplayCard } from './display-card.ts'

describe('display card derivation', () => {
  it('picks up to three outcome lines by keywords in the name', () => {
    expect(outcomesFor('Gym 101')).toEqual([
      'A training plan matched to your goals and week',
      ...defaultOutcomes.slice(0, 2),
    ])
    const career = outcomesFor('AI-Powered Career Navigator')
    expect(career[0]).toBe('Clear next steps for your career')
    expect(career[1]).toBe('Expert-style guidance for your situation')
    expect(outcomesFor('Europe Trip Planner for a Career Break')).toEqual([
      'Day-by-day routes that fit your budget and pace',
      'Clear next steps for your career',
      'A step-by-step plan built on your answers',
    ])
    for (const name of [
      'Side Hustle Launcher',
      'Mechanic Quote Checker',
      'Japan Planner',
      'Daily Calorie Deficit Guide',
    ])
      expect(outcomesFor(name)).toHaveLength(3)
  })

  it('falls back to the default outcomes when the name is missing or matches nothing', () => {
    expect(outcomesFor(undefined)).toEqual(defaultOutcomes)
    expect(outcomesFor('Zzz')).toEqual(defaultOutcomes)
  })

  it('tags the card with the capitalised tier and sets exactly one tier flag', () => {
    const card = toDisplayCard({
      id: 'x',
      name: 'Japan Planner',
      tier: 'super',
      category: 'Social & Lifestyle',
    })
    expect(card.tags).toEqual(['Super'])
    expect([card.isSuper, card.isBoost, card.isDaily]).toEqual([true, false, false])
    expect(card.categoryKey).toBe('social')
  })

  it('takes price and credits from the template, else from the tier', () => {
    expect(toDisplayCard({ id: 'a', tier: 'boost' })).toMatchObject({ priceText: '$15.98 AUD', credits: 4 })
    expect(toDisplayCard({ id: 'b', tier: 'super' })).toMatchObject({ priceText: '$25.00 AUD', credits: 8 })
    expect(toDisplayCard({ id: 'c', tier: 'boost', priceCents: 1999, creditsCost: 5 })).toMatchObject({
      priceText: '$19.99 AUD',
      credits: 5,
    })
    expect(toDisplayCard({ id: 'd', tier: 'boost', priceCents: -1, creditsCost: 0 })).toMatchObject({
      priceText: '$15.98 AUD',
      credits: 4,
    })
  })

  it('uses the spec 9 defaults when data is missing', () => {
    const card = toDisplayCard({ id: 'bare' })
    expect(card).toMatchObject({
      slug: 'bare',
      staticPage: false,
      name: 'Untitled prompt',
      description: '',
      tier: 'daily',
      isDaily: true,
      priceText: '$7.99 AUD',
      credits: 2,
      categoryKey: 'tools',
      rating: null,
      isBestseller: false,
      tags: ['Daily'],
    })
    expect(card.outcomes).toEqual(defaultOutcomes)
    expect(card.features).toEqual(defaultOutcomes)
    expect(toDisplayCard({ id: 'odd', tier: 'mega' }).tier).toBe('daily')
  })

  it('shows a real rating only, never a made-up one', () => {
    expect(toDisplayCard({ id: 'a', rating: null }).rating).toBeNull()
    expect(toDisplayCard({ id: 'a', rating: { average: 0, count: 0 } }).rating).toBeNull()
    expect(toDisplayCard({ id: 'a', rating: { average: 4.5, count: 2 } }).rating).toEqual({
      average: 4.5,
      count: 2,
    })
  })

  it('marks bestsellers only from the given list of real best sellers', () => {
    expect(toDisplayCard({ id: 'a', tier: 'super' }).isBestseller).toBe(false)
    expect(toDisplayCard({ id: 'a' }, { bestsellerIds: new Set(['a']) }).isBestseller).toBe(true)
    expect(toDisplayCard({ id: 'a' }, { bestsellerIds: ['b'] }).isBestseller).toBe(false)
  })

  it('lists the detail features when there are some, else the outcomes', () => {
    const card = toDisplayCard({
      id: 'a',
      name: 'Gym 101',
      detail: { features: [{ title: 'Gym match', description: '...' }] },
    })
    expect(card.features).toEqual(['Gym match'])
  })
})
