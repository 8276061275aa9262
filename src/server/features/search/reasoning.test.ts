import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { loadLaunchCatalogue } from '../../db/seed/launch-catalogue.ts'
import { tierPrices } from '../../../shared/catalog/tiers.ts'
import { createLocalRanker, type SearchDocument } from './local-ranker.ts'
import { listWords, reasonFromEvidence } from './reasoning.ts'
import { toSearchDocument } from './search-document.ts'
import { stemOf, words } from './text-analysis.ts'

const quotedTerms = (reason: string) => [...reason.matchAll(/\u201c([^\u201d]+)\u201d/g)].map((m) => m[1])
const fieldOf: Record<string, keyof SearchDocument> = {
  title: 'name',
  description: 'description',
  category: 'category',
  instructions: 'howToUse',
  questionnaire: 'questions',
}

describe('reason sentences', async () => {
  const documents = (await loadLaunchCatalogue()).map((t) =>
    toSearchDocument({
      ...t,
      creditsCost: tierPrices[t.tier].credits,
      priceCents: tierPrices[t.tier].priceCents,
    }),
  )
  const ranker = createLocalRanker(documents)
  const stemsOf = (text: string) => new Set(words(text).map(stemOf))

  /** Every quoted term is the user's own word or a word of the field the sentence names, never anything else. */
  function expectHonest(query: string, reason: string, document: SearchDocument) {
    const queryStems = stemsOf(query)
    const queryWords = new Set(words(query))
    const inQuery = (term: string) => words(term).every((w) => queryWords.has(w) || queryStems.has(stemOf(w)))
    for (const sentence of reason.split(/(?<=\.)\s/)) {
      // "Matches “a” in its title": the user's word, found in that field. "“a” relates to “b” in its description":
      // the user's word, then the template's own words from that field.
      // "(you typed “jaan”)": the user's misspelt words, then the field's spelling is quoted before it.
      const typedAs = /\(you typed (.+)\)\.$/.exec(sentence)
      for (const term of quotedTerms(typedAs?.[1] ?? '')) expect(inQuery(term), reason).toBe(true)
      if (sentence.startsWith('Has a word close to ')) {
        for (const term of quotedTerms(sentence)) expect(inQuery(term), reason).toBe(true)
        continue
      }
      const [asked, found] = sentence.startsWith('Matches ')
        ? ['', sentence.slice('Matches '.length).replace(/\(you typed .+\)\.$/, '')]
        : sentence.split(' relates to ')
      for (const term of quotedTerms(asked ?? '')) expect(inQuery(term), `${query} -> ${reason}`).toBe(true)
      for (const part of (found ?? '').matchAll(/((?:\u201c[^\u201d]+\u201d(?:, | and )?)+) in its (\w+)/g)) {
        const field = fieldOf[part[2]]
        expect(field, reason).toBeDefined()
        const fieldStems = stemsOf(String(document[field]))
        for (const term of quotedTerms(part[1])) {
          const inField = words(term).every((w) => fieldStems.has(stemOf(w)))
          const typed = sentence.startsWith('Matches ') && !typedAs ? inQuery(term) : true
          expect(inField && typed, `${query} -> ${reason}: "${term}" in ${part[2]}`).toBe(true)
        }
      }
    }
    // The old sentences guessed a motive; the new ones never do.
    expect(reason).not.toMatch(/^Because /)
  }

  it('names only words of the query and of the fields it matched, over everyday and no-match queries', () => {
    const queries = [
      'grocery list for the week',
      'I want to lose weight',
      'ask my boss for a raise',
      'cheap places to eat near me tonight',
      'holliday in tokio',
      'builder quoted 80k for a bathroom reno',
      'learn guitar',
      'write a cover letter for a nursing job',
      'dating apps arent working for me',
      'is this car service quote a rip off',
    ]
    for (const q of queries) for (const r of ranker.rank(q).results) expectHonest(q, r.reasoning, r.document)
  })

  it('holds for any mix of catalogue words and unknown words (property)', () => {
    const vocabulary = [
      ...new Set(documents.flatMap((d) => words(`${d.name} ${d.description}`)).filter((w) => w.length > 3)),
    ]
    const word = fc.oneof(fc.constantFrom(...vocabulary), fc.stringMatching(/^[a-z]{3,9}$/))
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 6 }), (ws) => {
        const q = ws.join(' ')
        for (const r of ranker.rank(q).results) expectHonest(q, r.reasoning, r.document)
      }),
      { numRuns: 200 },
    )
  })

  it('says where each word was found, and for a goal which of the template’s own words serve it', () => {
    const doc = {
      name: 'Pay Rise Pitch',
      description: 'Walk into your pay conversation with a number.',
      category: 'Career & Business',
      howToUse: '',
    }
    expect(
      reasonFromEvidence(doc, [{ kind: 'word', word: 'pay', stem: 'pai', typed: true, field: 'name' }]),
    ).toBe('Matches \u201cpay\u201d in its title.')
    const goal = reasonFromEvidence(doc, [
      {
        kind: 'goal',
        word: 'salary',
        stem: 'salari',
        typed: true,
        goal: 0,
        stems: new Set(['convers', 'number']),
        listed: true,
      },
    ])
    expect(goal).toBe(
      '\u201csalary\u201d relates to \u201cconversation\u201d and \u201cnumber\u201d in its description.',
    )
    expect(listWords(['a', 'b', 'c'])).toBe('a, b and c')
  })
})
