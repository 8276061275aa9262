import { describe, expect, it } from 'vitest'
import { hasChanges, wordDiff, type DiffSegment } from './word-diff.ts'

const side = (segments: DiffSegment[], keep: 'removed' | 'added') =>
  segments
    .filter((s) => s.type === 'same' || s.type === keep)
    .map((s) => s.text)
    .join('')

describe('wordDiff', () => {
  it('finds nothing changed in equal texts', () => {
    const d = wordDiff('What is your weekly income?', 'What is your weekly income?')
    expect(d).toEqual([{ type: 'same', text: 'What is your weekly income?' }])
    expect(hasChanges(d)).toBe(false)
  })

  it('marks one replaced word as removed then added', () => {
    expect(wordDiff('What is your weekly income?', 'What is your monthly income?')).toEqual([
      { type: 'same', text: 'What is your ' },
      { type: 'removed', text: 'weekly' },
      { type: 'added', text: 'monthly' },
      { type: 'same', text: ' income?' },
    ])
  })

  it('shows inserted and deleted words', () => {
    expect(wordDiff('Where are you going', 'Where are you going next year')).toEqual([
      { type: 'same', text: 'Where are you going' },
      { type: 'added', text: ' next year' },
    ])
    expect(wordDiff('A very long trip', 'A trip')).toEqual([
      { type: 'same', text: 'A ' },
      { type: 'removed', text: 'very long ' },
      { type: 'same', text: 'trip' },
    ])
  })

  it('keeps a replaced phrase whole instead of word by word', () => {
    expect(wordDiff('Save for a holiday fund now', 'Save for a house deposit now')).toEqual([
      { type: 'same', text: 'Save for a ' },
      { type: 'removed', text: 'holiday fund' },
      { type: 'added', text: 'house deposit' },
      { type: 'same', text: ' now' },
    ])
  })

  it('treats punctuation as its own token, so a word next to a changed mark stays the same', () => {
    expect(wordDiff('What is your income?', 'What is your income after tax?')).toEqual([
      { type: 'same', text: 'What is your income' },
      { type: 'added', text: ' after tax' },
      { type: 'same', text: '?' },
    ])
    expect(wordDiff('e.g. $1,200', 'e.g. $5,200')).toEqual([
      { type: 'same', text: 'e.g. $' },
      { type: 'removed', text: '1' },
      { type: 'added', text: '5' },
      { type: 'same', text: ',200' },
    ])
    expect(wordDiff("Don't stop", "Don't start")).toEqual([
      { type: 'same', text: "Don't " },
      { type: 'removed', text: 'stop' },
      { type: 'added', text: 'start' },
    ])
  })

  it('handles empty texts on either side', () => {
    expect(wordDiff('', '')).toEqual([])
    expect(wordDiff('', 'e.g. $1,200')).toEqual([{ type: 'added', text: 'e.g. $1,200' }])
    expect(wordDiff('e.g. $1,200', '')).toEqual([{ type: 'removed', text: 'e.g. $1,200' }])
  })

  it('always spells the old text from same+removed and the new one from same+added', () => {
    const pairs = [
      ['the quick brown fox jumps', 'a quick red fox leaps high'],
      ['one  two\nthree', 'one two three four'],
      ['Holiday, House deposit, Car', 'Holiday, Car, Wedding'],
      ['  lead and trail  ', 'lead trail'],
    ]
    for (const [a, b] of pairs) {
      const d = wordDiff(a!, b!)
      expect(side(d, 'removed')).toBe(a)
      expect(side(d, 'added')).toBe(b)
      // Neighbours never share a type (merged), and no segment is empty.
      d.forEach((s, i) => {
        expect(s.text).not.toBe('')
        if (i > 0) expect(s.type === 'same' && d[i - 1]!.type === 'same').toBe(false)
      })
    }
  })

  it('shows very long texts as replaced instead of building a huge table', () => {
    const a = Array.from({ length: 600 }, (_, i) => `a${i}`).join(' ')
    const b = Array.from({ length: 600 }, (_, i) => `b${i}`).join(' ')
    const d = wordDiff(a, b)
    expect(d).toEqual([
      { type: 'removed', text: a },
      { type: 'added', text: b },
    ])
  })
})
