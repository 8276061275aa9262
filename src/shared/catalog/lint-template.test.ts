import { describe, expect, it } from 'vitest'
import type { Question } from './question.ts'
import { lintTemplate, type LintableTemplate } from './lint-template.ts'

const questions: Question[] = [
  { id: 'goal', question: 'What is your goal?', type: 'text', required: true, section: 'You' },
  { id: 'days', question: 'Which days?', type: 'multi_select', options: ['Mon', 'Tue'], section: 'Plan' },
]
const clean: LintableTemplate = {
  name: 'Plan',
  description: 'Answer 2 questions in two sections and get a plan.',
  masterPrompt: 'Write me a plan from my answers.',
  questions,
  promptLines: { role: 'coach' },
}
const rules = (t: LintableTemplate) => lintTemplate(t).map((f) => f.rule)

describe('lintTemplate', () => {
  it('finds nothing in a clean template', () => {
    expect(lintTemplate(clean)).toEqual([])
  })

  it('flags a choice without options, and repeated ids', () => {
    expect(rules({ ...clean, questions: [...questions, { id: 'pick', question: 'Pick', type: 'select' }] })).toContain(
      'no-options',
    )
    expect(rules({ ...clean, questions: [questions[0]!, { ...questions[1]!, id: 'goal' }] })).toContain('duplicate-id')
  })

  it('flags internal ids and id prefixes in the text', () => {
    expect(rules({ ...clean, masterPrompt: 'Use the days answer and goal_ ones.' })).toContain('internal-id')
    const withId = { ...clean, questions: [{ ...questions[0]!, id: 'profile_age' }, questions[1]!] }
    expect(rules({ ...withId, masterPrompt: 'Read profile_age first.' })).toContain('internal-id')
  })

  it('flags a master prompt that speaks of the member in the third person', () => {
    expect(rules({ ...clean, masterPrompt: 'Write the person a plan from their answers.' })).toContain('mixed-voice')
    expect(rules({ ...clean, masterPrompt: 'Use what they told you.' })).toContain('mixed-voice')
  })

  it('flags detail-page counts that do not match the questionnaire', () => {
    expect(rules({ ...clean, description: 'Answer 28 questions.' })).toContain('count-mismatch')
    expect(rules({ ...clean, howToUse: 'Answer the five question groups.' })).toContain('count-mismatch')
    expect(rules({ ...clean, howToUse: 'Answer the two question groups.' })).not.toContain('count-mismatch')
  })

  it('flags unresolved placeholders', () => {
    for (const masterPrompt of ['Hi {{name}}', 'Plan for {goal}', 'Send to [insert email]', 'TODO: finish'])
      expect(rules({ ...clean, masterPrompt }), masterPrompt).toContain('placeholder')
  })

  it('asks for at least one required question and a role that reads after "Act as my"', () => {
    expect(rules({ ...clean, questions: questions.map((q) => ({ ...q, required: false })) })).toContain('no-required')
    expect(rules({ ...clean, promptLines: { role: 'an expert' } })).toContain('role-wording')
  })
})
