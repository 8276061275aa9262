import { describe, expect, it } from 'vitest'
import { intentLexicon } from './intent-lexicon.ts'
import { compileLexicon, understandQuery } from './understand-query.ts'

const lexicon = compileLexicon(intentLexicon)
const known = new Set(['brain', 'switch', 'night'])
const understand = (q: string) => understandQuery(q, lexicon, (s) => known.has(s))
const goals = (q: string) => understand(q).intents.map((i) => i.intent.templates?.[0])

describe('query understanding', () => {
  it('finds everyday goals whatever the word order and inflection', () => {
    expect(goals('weight I need to lose')[0]).toBe('daily-calorie-deficit-guide')
    expect(goals('losing weight before summer')[0]).toBe('daily-calorie-deficit-guide')
    expect(goals('asking for a payrise')[0]).toBe('pay-rise-pitch')
    expect(goals('builder quote for the deck')[0]).toBe('home-renovation-guardian')
    expect(goals('my car is due for a service')[0]).toBe('mechanic-quote-checker')
    expect(goals('first time going to the gym')[0]).toBe('hyper-personalised-gym-match-plan-supplements')
  })

  it('prefers the longer phrase: "broke up" is a breakup, not money', () => {
    const found = goals('she broke up with me')
    expect(found[0]).toBe('breakup-rebuild')
    expect(found).not.toContain('abundance-mindset')
    expect(goals('buy a new car')[0]).toBe('big-purchase-decider')
  })

  it('corrects typos against the lexicon but leaves real words alone', () => {
    const q = understand('holliday in tokio')
    expect(q.terms.filter((t) => t.corrected).map((t) => t.word)).toEqual(['holliday', 'tokio'])
    expect(q.intents[0].intent.templates).toEqual(['japan-planner'])
    expect(understand('my brain will not switch off').terms.some((t) => t.corrected)).toBe(false)
  })

  it("names the user's place in the reason", () => {
    const q = understand('a week in Paris')
    expect(q.intents[0].matched).toEqual(['paris'])
  })

  it('brings related words for the text search, weaker than the query', () => {
    const q = understand('insomnia')
    expect(q.searchStems).toEqual(['insomnia'])
    expect([...q.expansion.keys()]).toContain('sleep')
    for (const w of q.expansion.values()) expect(w).toBeLessThan(1)
  })

  it('has nothing to say about filler alone', () => {
    const q = understand('I want to get some help please')
    expect(q.searchStems).toEqual([])
    expect(q.intents).toEqual([])
  })
})
