import { describe, expect, it } from 'vitest'
import { loadLaunchCatalogue } from '../../db/seed/launch-catalogue.ts'
import { tierPrices } from '../../../shared/catalog/tiers.ts'
import { createLocalRanker } from './local-ranker.ts'
import { toSearchDocument } from './search-document.ts'

// The no-match threshold as a class of requests, not single queries (none of these is in the bench's query file).
describe('local ranker: saying when nothing fits', async () => {
  const documents = (await loadLaunchCatalogue()).map((t) =>
    toSearchDocument({
      ...t,
      creditsCost: tierPrices[t.tier].credits,
      priceCents: tierPrices[t.tier].priceCents,
    }),
  )
  const ranker = createLocalRanker(documents)

  it('answers no match for subjects the catalogue has no template for, with at most 3 loose neighbours', () => {
    const subjects = [
      'learn the ukulele',
      'train my puppy to sit',
      'write my thesis introduction',
      'how to make sourdough bread',
      'teach my kid to ride a bike',
      'renew my passport',
      'fix a bug in my javascript code',
      'ideas for a baby shower',
      'write a best man speech',
      'learn sign language',
    ]
    for (const q of subjects) {
      const { results, noMatch } = ranker.rank(q)
      expect(noMatch, q).toBe(true)
      expect(results.length, q).toBeLessThanOrEqual(3)
    }
  })

  it('still answers a match when the subject is there, whatever the scene around it', () => {
    const requests: [string, string][] = [
      ['cant sleep before my exams', 'sleep-reset-coach'],
      ['ask for a pay rise after my review', 'pay-rise-pitch'],
      ['lose weight for summer', 'daily-calorie-deficit-guide'],
      ['two weeks in kyoto with kids', 'japan-planner'],
      ['get over my ex after the holidays', 'breakup-rebuild'],
      ['is my mechanic quote fair', 'mechanic-quote-checker'],
      ['plan my day', 'daily-focus-planner'],
    ]
    for (const [q, id] of requests) {
      const { results, noMatch } = ranker.rank(q)
      expect(noMatch, q).toBe(false)
      expect(results[0]?.document.id, q).toBe(id)
    }
  })

  it('never calls a loose hint a match: a shared everyday word is not a subject', () => {
    // "training", "food", "list", "dinner", "write" point at goals only loosely.
    for (const q of [
      'dog training',
      'food photography',
      'packing list',
      'dinner party games',
      'write a haiku',
    ]) {
      expect(ranker.rank(q).noMatch, q).toBe(true)
    }
  })
})
