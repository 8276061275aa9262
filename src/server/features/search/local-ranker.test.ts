import { describe, expect, it } from 'vitest'
import { loadLaunchCatalogue } from '../../db/seed/launch-catalogue.ts'
import { tierPrices } from '../../../shared/catalog/tiers.ts'
import { createLocalRanker, type SearchDocument } from './local-ranker.ts'
import { toSearchDocument } from './search-document.ts'

describe('local ranker', async () => {
  const launch = await loadLaunchCatalogue()
  const documents = launch.map((t) =>
    toSearchDocument({
      ...t,
      creditsCost: tierPrices[t.tier].credits,
      priceCents: tierPrices[t.tier].priceCents,
    }),
  )
  const ranker = createLocalRanker(documents)
  const top = (q: string, n = 1) =>
    ranker
      .rank(q)
      .results.slice(0, n)
      .map((r) => r.document.id)

  it('puts the template for an everyday goal first', () => {
    expect(top('I want to lose weight')).toEqual(['daily-calorie-deficit-guide'])
    expect(top('planning a holiday', 2).sort()).toEqual(['europe-planner', 'japan-planner'])
    expect(top('how do I ask for a pay rise')).toEqual(['pay-rise-pitch'])
    expect(top('is my builder quote fair')).toEqual(['home-renovation-guardian'])
    expect(top('car service costs')).toEqual(['mechanic-quote-checker'])
    expect(top('just went through a breakup')).toEqual(['breakup-rebuild'])
    expect(top('cant sleep')).toEqual(['sleep-reset-coach'])
    expect(top('my first gym membership')).toEqual(['hyper-personalised-gym-match-plan-supplements'])
    expect(top('email to my boss')).toEqual(['email-polisher'])
    expect(top('thinking about a job change')).toEqual(['ai-powered-career-navigator'])
    expect(top('two weeks in Tokyo')).toEqual(['japan-planner'])
    expect(top('Paris in spring')).toEqual(['europe-planner'])
  })

  it('tolerates typos', () => {
    expect(top('insomia')).toEqual(['sleep-reset-coach'])
    expect(top('mechanick qoute')).toEqual(['mechanic-quote-checker'])
    expect(top('side hustel')).toEqual(['side-hustle-launcher'])
  })

  it('answers best first with scores between 0 and 1 and one reason sentence each', () => {
    const { results, noMatch } = ranker.rank('holiday in japan')
    expect(noMatch).toBe(false)
    expect(results.length).toBeGreaterThan(0)
    expect(results.length).toBeLessThanOrEqual(6)
    for (let i = 1; i < results.length; i++)
      expect(results[i].relevance).toBeLessThanOrEqual(results[i - 1].relevance)
    for (const r of results) {
      expect(r.relevance).toBeGreaterThan(0)
      expect(r.relevance).toBeLessThanOrEqual(1)
      expect(r.reasoning).toMatch(/^[A-Z\u201c].+\.$/)
    }
    expect(results[0].reasoning).toContain('\u201cjapan\u201d in its title')
  })

  it('finds nothing for nonsense and for blank or filler-only queries', () => {
    for (const q of ['qwzxv', '   ', 'please help me'])
      expect(ranker.rank(q), q).toEqual({ results: [], noMatch: true })
  })

  it("searches the questions' wording without ever repeating it", () => {
    const extra: SearchDocument = {
      id: 'pantry',
      name: 'Cupboard Helper',
      description: 'Turn what you have into dinners.',
      howToUse: 'Answer and paste.',
      category: 'Power Tools',
      tier: 'daily',
      creditsCost: 2,
      priceCents: 799,
      questions: 'Which spices and tinned legumes are in your cupboard?',
    }
    const withExtra = createLocalRanker([...documents, extra])
    const [first] = withExtra.rank('legumes').results
    expect(first.document.id).toBe('pantry')
    expect(first.reasoning).toBe('Matches \u201clegumes\u201d in its questionnaire.')
    expect(first.reasoning).not.toContain('spices')
    for (const t of launch)
      for (const r of ranker.rank(t.name).results)
        for (const q of t.questions) expect(r.reasoning).not.toContain(q.question)
  })

  it('finds a new template on a known goal through its words and its category', () => {
    const extra: SearchDocument = {
      id: 'marathon',
      name: 'Marathon Starter',
      description: 'A 16-week running plan from your first 5 km to race day.',
      howToUse: '',
      category: 'Health & Fitness',
      tier: 'boost',
      creditsCost: 4,
      priceCents: 1598,
      questions: '',
    }
    const withExtra = createLocalRanker([...documents, extra])
    expect(withExtra.rank('marathon').results.map((r) => r.document.id)[0]).toBe('marathon')
    expect(
      withExtra
        .rank('training for my first marathon')
        .results.map((r) => r.document.id)
        .slice(0, 3),
    ).toContain('marathon')
  })
})
