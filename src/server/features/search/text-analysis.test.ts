import { describe, expect, it } from 'vitest'
import { editDistance, stemOf, stems, terms, typoAllowance, words } from './text-analysis.ts'

describe('text analysis', () => {
  it('splits words: lower case, accents folded, apostrophes joined, units apart from numbers', () => {
    expect(words("Café DON'T e-bike 10kg Tokyo's")).toEqual([
      'cafe',
      'dont',
      'bike',
      'ebike',
      '10',
      'kg',
      'tokyo',
    ])
  })

  it('stems inflections and British and American spellings to one form', () => {
    expect(stemOf('holidays')).toBe(stemOf('holiday'))
    expect(stemOf('losing')).toBe(stemOf('lose'))
    expect(stemOf('personalised')).toBe(stemOf('personalized'))
    expect(stemOf('organisation')).toBe(stemOf('organization'))
    expect(stemOf('travelling')).toBe(stemOf('traveling'))
    expect(stemOf('tyres')).toBe(stemOf('tires'))
    expect(stemOf('vacation')).toBe(stemOf('holiday'))
    expect(stemOf('excercise')).toBe(stemOf('exercise'))
    expect(stemOf('tired')).not.toBe(stemOf('tires'))
  })

  it('drops grammar, and marks filler words that only the lexicon uses', () => {
    const t = terms('I want to get over my ex')
    expect(t.map((x) => x.word)).toEqual(['want', 'get', 'over', 'ex'])
    expect(t.filter((x) => x.filler).map((x) => x.word)).toEqual(['want', 'get'])
    expect(stems('I want to get over my ex')).toEqual(['over', 'ex'])
  })

  it('measures typos with transpositions as one edit, and stops early past the limit', () => {
    expect(editDistance('qoute', 'quote')).toBe(1)
    expect(editDistance('holliday', 'holiday')).toBe(1)
    expect(editDistance('tokio', 'tokyo')).toBe(1)
    expect(editDistance('abc', 'abc')).toBe(0)
    expect(editDistance('kitchen', 'garden', 2)).toBe(3)
    expect([typoAllowance('car'), typoAllowance('sleep'), typoAllowance('holliday')]).toEqual([0, 1, 2])
  })
})
