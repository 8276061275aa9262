import { describe, expect, it } from 'vitest'
import { capPerCategory, matchesText, matchesTier, pickerItems, tiersPresent } from './tier-filter.ts'

const item = (id: string, categoryKey: string, tier: string | null) => ({
  id,
  categoryKey,
  tier,
  name: id,
  description: '',
})

describe('tier filter', () => {
  it("'daily' also takes prompts that are neither super nor boost", () => {
    expect(matchesTier('daily', 'daily')).toBe(true)
    expect(matchesTier(null, 'daily')).toBe(true)
    expect(matchesTier(undefined, 'daily')).toBe(true)
    expect(matchesTier('mega', 'daily')).toBe(true)
    expect(matchesTier('boost', 'daily')).toBe(false)
    expect(matchesTier('super', 'daily')).toBe(false)
  })

  it('boost and super match exactly; all matches everything', () => {
    expect(matchesTier('boost', 'boost')).toBe(true)
    expect(matchesTier('mega', 'boost')).toBe(false)
    expect(matchesTier('super', 'super')).toBe(true)
    expect(matchesTier('daily', 'super')).toBe(false)
    for (const t of ['daily', 'boost', 'super', null, 'x']) expect(matchesTier(t, 'all')).toBe(true)
  })

  it('lists only the tiers a category has, in tier order', () => {
    expect(tiersPresent([item('a', 'x', 'super'), item('b', 'x', 'boost')])).toEqual(['boost', 'super'])
    expect(tiersPresent([item('a', 'x', 'other')])).toEqual(['daily'])
    expect(tiersPresent([])).toEqual([])
  })

  it("caps 'all' at two per category and keeps order", () => {
    const items = [
      item('h1', 'health', 'daily'),
      item('h2', 'health', 'boost'),
      item('h3', 'health', 'super'),
      item('l1', 'life', 'super'),
    ]
    expect(capPerCategory(items, 2).map((i) => i.id)).toEqual(['h1', 'h2', 'l1'])
    expect(pickerItems(items, { category: 'all', tier: 'all' }).map((i) => i.id)).toEqual(['h1', 'h2', 'l1'])
    expect(pickerItems(items, { category: 'health', tier: 'all' }).map((i) => i.id)).toEqual([
      'h1',
      'h2',
      'h3',
    ])
    expect(pickerItems(items, { category: 'all', tier: 'super' }).map((i) => i.id)).toEqual(['h3', 'l1'])
    expect(pickerItems(items, { category: 'life', tier: 'daily' })).toEqual([])
  })

  it('regular search matches name or description, case-insensitive, ignoring blank queries', () => {
    const t = { name: 'Japan Planner', description: 'Temples, ramen and rail passes' }
    expect(matchesText(t, 'japan')).toBe(true)
    expect(matchesText(t, '  RAMEN ')).toBe(true)
    expect(matchesText(t, 'europe')).toBe(false)
    expect(matchesText(t, '   ')).toBe(false)
  })
})
