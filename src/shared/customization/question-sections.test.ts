import { describe, expect, it } from 'vitest'
import type { Question } from '../catalog/question.ts'
import { missingRequired, questionSections, sectionProgress, untitledSection } from './question-sections.ts'

const qs: Question[] = [
  { id: 'age', question: 'Age?', type: 'text', section: 'About you', required: true },
  { id: 'notes', question: 'Notes?', type: 'textarea' },
  { id: 'days', question: 'Days?', type: 'multi_select', options: ['Mon'], section: 'Training', required: true },
  { id: 'gym', question: 'Gym?', type: 'text', section: 'Gym', required: true },
]

describe('questionSections', () => {
  it('groups consecutive questions by heading; a question without one joins the section before it', () => {
    const sections = questionSections(qs)
    expect(sections.map((s) => [s.title, s.questions.map((q) => q.key)])).toEqual([
      ['About you', ['age', 'notes']],
      ['Training', ['days']],
      ['Gym', ['gym']],
    ])
  })

  it('makes one untitled section of a template without headings, and none of no questions', () => {
    expect(questionSections([{ id: 'a', question: 'A', type: 'text' }]).map((s) => s.title)).toEqual([
      untitledSection,
    ])
    expect(questionSections(null)).toEqual([])
  })
})

describe('missingRequired', () => {
  it('lists required questions without a real answer, in order; optional ones never block', () => {
    expect(missingRequired(qs, {}).map((q) => q.key)).toEqual(['age', 'days', 'gym'])
    expect(missingRequired(qs, { age: ' ', days: [], gym: 'x' }).map((q) => q.key)).toEqual(['age', 'days'])
    expect(missingRequired(qs, { age: '30', days: ['Mon'], gym: 'x' })).toEqual([])
  })

  it('counts progress per section', () => {
    const [about] = questionSections(qs)
    expect(sectionProgress(about!, { notes: 'hi' })).toEqual({ answered: 1, total: 2, missing: 1 })
  })
})
