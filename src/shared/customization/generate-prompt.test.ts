import { describe, expect, it } from 'vitest'
import type { Question } from '../catalog/question.ts'
import { closingInstruction, generatePrompt, personalizedHeading } from './generate-prompt.ts'
import type { BaseCustomization } from './preferences.ts'

const base: BaseCustomization = {
  toneOfVoice: 'friendly',
  aiRole: 'coach',
  outputFormat: 'stepbystep',
  culturalContext: 'au',
  userIdentityName: 'Sam',
  userIdentityPronouns: 'they/them',
}

const questions: Question[] = [
  { id: 'goal', question: 'What is your main goal?', type: 'text' },
  { id: 'skipped', question: 'Anything else?', type: 'textarea' },
  { id: 'days', question: 'Which days can you train?', type: 'multi_select', options: ['Mon', 'Wed', 'Fri'] },
  { id: 'none', question: 'Which equipment do you have?', type: 'multiselect', options: ['Bands'] },
  { id: 'level', question: 'How fit are you now?', type: 'radio', options: ['Beginner', 'Fit'] },
]

const masterPrompt = 'Build me a twelve-week training plan.'

describe('generatePrompt (spec 9)', () => {
  const prompt = generatePrompt({
    base,
    masterPrompt,
    questions,
    answers: { goal: '  Run 10 km  ', skipped: '   ', days: ['Mon', 'Fri'], none: [], level: 'Beginner' },
  })

  it('puts the six parts in order', () => {
    const positions = [
      prompt.indexOf('Act as my coach and speak to me in a friendly tone.'),
      prompt.indexOf('Address me as Sam, using they/them pronouns.'),
      prompt.indexOf('Format your response as step-by-step instructions'),
      prompt.indexOf('Australia, with prices in AUD'),
      prompt.indexOf(masterPrompt),
      prompt.indexOf(`${personalizedHeading}:`),
      prompt.indexOf(closingInstruction),
    ]
    expect(positions.every((p) => p >= 0)).toBe(true)
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)
    expect(prompt.startsWith('Act as my coach')).toBe(true)
    expect(prompt.endsWith(closingInstruction)).toBe(true)
    expect(closingInstruction).toMatch(/search the internet for current information/)
    expect(closingInstruction).toMatch(/specific recommendations/)
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

  it('follows question order, not answer order, and ignores answers to questions that are gone', () => {
    const p = generatePrompt({
      base,
      masterPrompt,
      questions,
      answers: { level: 'Fit', goal: 'Swim', old: 'x' },
    })
    expect(p.indexOf('main goal')).toBeLessThan(p.indexOf('How fit'))
    expect(p).not.toContain('**old**')
  })

  it('addresses the reader without a name when the optional identity is empty', () => {
    const p = generatePrompt({
      base: { ...base, userIdentityName: ' ' },
      masterPrompt,
      questions,
      answers: {},
    })
    expect(p).toContain('Address me directly, using they/them pronouns.')
  })

  it('leaves the personal section out when nothing was answered, and copes with no questions', () => {
    for (const qs of [questions, [], null]) {
      const p = generatePrompt({ base, masterPrompt, questions: qs, answers: {} })
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

  it('names each cultural context and format', () => {
    const names = { us: 'USD', uk: 'GBP', ca: 'CAD', international: 'international audience' }
    for (const [culturalContext, text] of Object.entries(names))
      expect(
        generatePrompt({ base: { ...base, culturalContext }, masterPrompt, questions, answers: {} }),
      ).toContain(text)
    expect(
      generatePrompt({
        base: { ...base, outputFormat: 'bulletpoints' },
        masterPrompt,
        questions,
        answers: {},
      }),
    ).toContain('concise bullet points')
  })
})
