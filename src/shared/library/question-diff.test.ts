import { describe, expect, it } from 'vitest'
import type { Question } from '../catalog/question.ts'
import { diffQuestions } from './question-diff.ts'

const income: Question = {
  id: 'income',
  question: 'What is your weekly income?',
  type: 'text',
  placeholder: 'e.g. $1,200',
}
const goals: Question = {
  id: 'goals',
  question: 'What are you saving for?',
  type: 'multiple_choice_with_other',
  options: ['Holiday', 'House deposit'],
}
const city: Question = {
  id: 'city',
  question: 'Which city do you live in?',
  type: 'text',
  section: 'About you',
}

describe('diffQuestions', () => {
  it('lists nothing when the questions are the same', () => {
    expect(diffQuestions([income, goals], [income, goals])).toEqual({ changes: [], unchanged: 2 })
  })

  it('matches questions by id and word-diffs only the fields that changed', () => {
    const after: Question[] = [
      { ...income, question: 'What is your monthly income?' },
      { ...goals, options: ['Holiday', 'Home deposit', 'Wedding'], required: true },
    ]
    const { changes, unchanged } = diffQuestions([income, goals], after)
    expect(unchanged).toBe(0)
    expect(changes).toEqual([
      {
        id: 'income',
        kind: 'changed',
        title: 'What is your monthly income?',
        fields: [
          {
            field: 'question',
            segments: [
              { type: 'same', text: 'What is your ' },
              { type: 'removed', text: 'weekly' },
              { type: 'added', text: 'monthly' },
              { type: 'same', text: ' income?' },
            ],
          },
        ],
      },
      {
        id: 'goals',
        kind: 'changed',
        title: 'What are you saving for?',
        fields: [
          {
            field: 'options',
            segments: [
              { type: 'same', text: 'Holiday · ' },
              { type: 'removed', text: 'House' },
              { type: 'added', text: 'Home' },
              { type: 'same', text: ' deposit' },
              { type: 'added', text: ' · Wedding' },
            ],
          },
          {
            field: 'required',
            segments: [
              { type: 'removed', text: 'Optional' },
              { type: 'added', text: 'Required' },
            ],
          },
        ],
      },
    ])
  })

  it('shows new questions as added and dropped ones as removed, dropped last', () => {
    const { changes, unchanged } = diffQuestions([income, goals], [city, goals])
    expect(unchanged).toBe(1)
    expect(changes.map((c) => [c.id, c.kind, c.title])).toEqual([
      ['city', 'added', 'Which city do you live in?'],
      ['income', 'removed', 'What is your weekly income?'],
    ])
    expect(changes[0]!.fields).toEqual([
      { field: 'section', segments: [{ type: 'added', text: 'About you' }] },
      { field: 'question', segments: [{ type: 'added', text: 'Which city do you live in?' }] },
      { field: 'type', segments: [{ type: 'added', text: 'Short answer' }] },
    ])
    expect(changes[1]!.fields.find((f) => f.field === 'placeholder')).toEqual({
      field: 'placeholder',
      segments: [{ type: 'removed', text: 'e.g. $1,200' }],
    })
  })

  it('names a changed answer type in words', () => {
    const { changes } = diffQuestions([income], [{ ...income, type: 'textarea' }])
    expect(changes[0]!.fields).toEqual([
      {
        field: 'type',
        segments: [
          { type: 'removed', text: 'Short' },
          { type: 'added', text: 'Long' },
          { type: 'same', text: ' answer' },
        ],
      },
    ])
  })
})
