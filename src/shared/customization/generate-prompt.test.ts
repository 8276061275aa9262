import { describe, expect, it } from 'vitest'
import type { Question } from '../catalog/question.ts'
import type { PromptLines } from '../catalog/prompt-lines.ts'
import { closingInstruction, generatePrompt, personalizedHeading } from './generate-prompt.ts'
import type { BaseCustomization } from './preferences.ts'

const base: BaseCustomization = {
  toneOfVoice: 'friendly',
  outputFormat: 'stepbystep',
  culturalContext: 'au',
  userIdentityName: 'Sam',
  userIdentityPronouns: '',
}

const questions: Question[] = [
  { id: 'goal', question: 'What is your main goal?', type: 'text', required: true },
  { id: 'skipped', question: 'Anything else?', type: 'textarea' },
  { id: 'days', question: 'Which days can you train?', type: 'multi_select', options: ['Mon', 'Wed', 'Fri'] },
  { id: 'none', question: 'Which equipment do you have?', type: 'multiselect', options: ['Bands'] },
  { id: 'level', question: 'How fit are you now?', type: 'radio', options: ['Beginner', 'Fit'] },
]

const masterPrompt = 'Build me a twelve-week training plan.'
const allLines: PromptLines = { role: 'strength coach', locale: true, browse: true }
const answers = { goal: '  Run 10 km  ', skipped: '   ', days: ['Mon', 'Fri'], none: [], level: 'Beginner' }

describe('generatePrompt', () => {
  const prompt = generatePrompt({ base, masterPrompt, questions, promptLines: allLines, answers })

  it('puts the parts in order when the template declares every line', () => {
    const positions = [
      prompt.indexOf('Act as my strength coach and speak to me in a friendly tone.'),
      prompt.indexOf('Address me as Sam.'),
      prompt.indexOf('Format your response as step-by-step instructions'),
      prompt.indexOf('Tailor everything to Australia, with prices in AUD'),
      prompt.indexOf(masterPrompt),
      prompt.indexOf(`${personalizedHeading}:`),
      prompt.indexOf(closingInstruction),
    ]
    expect(positions.every((p) => p >= 0)).toBe(true)
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)
    expect(prompt.endsWith(closingInstruction)).toBe(true)
  })

  it('carries only the lines the template declares: no role, country or browsing by default', () => {
    const plain = generatePrompt({ base, masterPrompt, questions, answers })
    expect(plain.startsWith('Speak to me in a friendly tone.')).toBe(true)
    expect(plain).not.toMatch(/Act as my/)
    expect(plain).not.toMatch(/Tailor everything|AUD|currency/)
    expect(plain).not.toMatch(/search the internet/)
    expect(plain).toContain('Format your response as step-by-step instructions in the order I should act on them.')
    const roleOnly = generatePrompt({ base, masterPrompt, questions, answers, promptLines: { role: 'editor' } })
    expect(roleOnly.startsWith('Act as my editor and speak to me in a friendly tone.')).toBe(true)
    expect(roleOnly).not.toMatch(/Tailor everything|search the internet/)
  })

  it('says nothing about pronouns unless the member set them, and uses exactly what they set', () => {
    expect(prompt).not.toMatch(/pronoun/)
    expect(prompt).not.toMatch(/they\/them/)
    const she = generatePrompt({ base: { ...base, userIdentityPronouns: ' she/her ' }, masterPrompt, questions, answers })
    expect(she).toContain('Address me as Sam, using she/her pronouns.')
    const noName = { ...base, userIdentityName: ' ', userIdentityPronouns: 'he/him' }
    expect(generatePrompt({ base: noName, masterPrompt, questions, answers })).toContain(
      'Use he/him pronouns when you refer to me.',
    )
    const nothing = generatePrompt({ base: { ...base, userIdentityName: '' }, masterPrompt, questions, answers })
    expect(nothing).not.toMatch(/Address me|pronoun/)
  })

  it('lists only non-empty answers, as bold labels, arrays joined with a comma and a space', () => {
    const section = prompt.slice(prompt.indexOf(personalizedHeading), prompt.indexOf(closingInstruction))
    expect(section.trim().split('\n').filter(Boolean)).toEqual([
      `${personalizedHeading}:`,
      '**What is your main goal?**: Run 10 km',
      '**Which days can you train?**: Mon, Fri',
      '**How fit are you now?**: Beginner',
    ])
    expect(prompt).not.toContain('Anything else?')
    expect(prompt).not.toContain('Which equipment')
  })

  it('groups answers under their section headings when the template has several, skipping empty sections', () => {
    const sectioned: Question[] = [
      { id: 'a', question: 'Age?', type: 'text', section: 'About you' },
      { id: 'b', question: 'Height?', type: 'text', section: 'About you' },
      { id: 'c', question: 'Budget?', type: 'text', section: 'Money' },
      { id: 'd', question: 'Gym?', type: 'text', section: 'Gym' },
    ]
    const p = generatePrompt({ base, masterPrompt, questions: sectioned, answers: { a: '30', d: 'Any' } })
    expect(p).toContain(`${personalizedHeading}:\n\n### About you\n**Age?**: 30\n\n### Gym\n**Gym?**: Any`)
    expect(p).not.toContain('Money')
  })

  it('follows question order, not answer order, and ignores answers to questions that are gone', () => {
    const p = generatePrompt({ base, masterPrompt, questions, answers: { level: 'Fit', goal: 'Swim', old: 'x' } })
    expect(p.indexOf('main goal')).toBeLessThan(p.indexOf('How fit'))
    expect(p).not.toContain('**old**')
  })

  it('leaves the personal section out when nothing was answered, and copes with no questions', () => {
    for (const qs of [questions, [], null]) {
      const p = generatePrompt({ base, masterPrompt, questions: qs, answers: {}, promptLines: allLines })
      expect(p).not.toContain(personalizedHeading)
      expect(p).toContain(masterPrompt)
      expect(p.endsWith(closingInstruction)).toBe(true)
    }
  })

  it('falls back to position-based keys and labels for questions without an id', () => {
    const p = generatePrompt({
      base,
      masterPrompt,
      questions: [{ type: 'text' }, { label: 'Old label', type: 'text' } as Partial<Question>],
      answers: { question_1: 'first', question_2: 'second' },
    })
    expect(p).toContain('**Question 1**: first')
    expect(p).toContain('**Old label**: second')
  })

  it("names the member's country and currency where the template declares the locale line", () => {
    const names = { us: 'USD', uk: 'GBP', ca: 'CAD', au: 'AUD', international: 'without assuming any one country' }
    for (const [culturalContext, text] of Object.entries(names))
      expect(
        generatePrompt({
          base: { ...base, culturalContext },
          masterPrompt,
          questions,
          answers: {},
          promptLines: { locale: true },
        }),
      ).toContain(text)
    expect(
      generatePrompt({ base: { ...base, outputFormat: 'bulletpoints' }, masterPrompt, questions, answers: {} }),
    ).toContain('concise bullet points')
  })
})
