import { describe, expect, it } from 'vitest'
import {
  buildPromptPreview,
  masterOpening,
  samplePersonaAnswers,
  samplePersonaPrompt,
} from './prompt-preview.ts'
import type { Question } from './question.ts'

const masterPrompt = `Plan a week of meals for the person described below. Keep it cheap.

Secret method: batch-cook on Sunday, reuse leftovers twice, and rotate three base sauces.`

const questions: Question[] = [
  { id: 'budget', question: 'What is your weekly budget?', type: 'text', example: '$80 for two people' },
  { id: 'diet', question: 'Any diet?', type: 'multi_select', options: ['Vegetarian', 'Vegan'] },
  { id: 'notes', question: 'Anything else?', type: 'textarea' },
]

describe('prompt preview', () => {
  it('answers with the examples, or the first option when a choice has none', () => {
    expect(samplePersonaAnswers(questions)).toEqual({ budget: '$80 for two people', diet: ['Vegetarian'] })
  })

  it('lists every question by text and type only', () => {
    const { questions: listed } = buildPromptPreview({ masterPrompt, questions })
    expect(listed).toEqual([
      { id: 'budget', text: 'What is your weekly budget?', type: 'text', kind: 'text', optionCount: 0 },
      { id: 'diet', text: 'Any diet?', type: 'multi_select', kind: 'multi', optionCount: 2 },
      { id: 'notes', text: 'Anything else?', type: 'textarea', kind: 'textarea', optionCount: 0 },
    ])
    expect(JSON.stringify(listed)).not.toContain('$80')
  })

  it('shows headings and opening lines and withholds the master prompt after its first sentence', () => {
    const { preview } = buildPromptPreview({ masterPrompt, questions })
    const text = JSON.stringify(preview)
    expect(text).toContain('Plan a week of meals for the person described below.')
    expect(text).not.toContain('Keep it cheap')
    expect(text).not.toContain('Secret method')
    expect(text).not.toContain('batch-cook')
    const withheld = preview.sections.find((s) => s.kind === 'withheld')
    expect(withheld).toEqual({
      kind: 'withheld',
      heading: null,
      opening: 'Plan a week of meals for the person described below.',
      withheldWords: masterPrompt.split(/\s+/).length - 10,
    })
    const personal = preview.sections.find(
      (s) => s.kind === 'text' && s.heading === 'MY PERSONALIZED INFORMATION',
    )
    expect(personal?.kind === 'text' && personal.blocks[0]).toEqual({
      lines: ['**What is your weekly budget?**: $80 for two people', '**Any diet?**: Vegetarian'],
      moreLines: 0,
    })
    // The full prompt (for owners and sample outputs) is the wizard's, with the whole master prompt.
    expect(samplePersonaPrompt({ masterPrompt, questions })).toContain('Secret method')
  })

  it('keeps at most three lines of a block and counts the rest', () => {
    const many: Question[] = Array.from({ length: 7 }, (_, i) => ({
      id: `q${i}`,
      question: `Question number ${i}?`,
      type: 'text',
      example: `answer ${i}`,
    }))
    const { preview } = buildPromptPreview({ masterPrompt, questions: many })
    const personal = preview.sections.find(
      (s) => s.kind === 'text' && s.heading === 'MY PERSONALIZED INFORMATION',
    )
    const block = personal?.kind === 'text' ? personal.blocks[0] : undefined
    expect(block?.lines).toHaveLength(3)
    expect(block?.moreLines).toBe(4)
  })

  it('cuts a long first sentence at a word', () => {
    const long = `${'word '.repeat(80)}end. More.`
    const { opening, withheldWords } = masterOpening(long)
    expect(opening.length).toBeLessThanOrEqual(221)
    expect(opening.endsWith('…')).toBe(true)
    expect(withheldWords).toBe(82 - opening.split(' ').length)
  })
})
