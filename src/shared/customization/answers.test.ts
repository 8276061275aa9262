import { describe, expect, it } from 'vitest'
import {
  addCustomOption,
  allowsCustomOptions,
  formatAnswer,
  hasAnswer,
  options,
  questionWidget,
} from './answers.ts'

describe('custom options (spec 5)', () => {
  it('trims the new option', () => {
    expect(addCustomOption(['A'], '  Kettlebells  ')).toEqual(['A', 'Kettlebells'])
  })
  it('skips blank input', () => {
    expect(addCustomOption(['A'], '')).toBeNull()
    expect(addCustomOption(['A'], '   \t ')).toBeNull()
  })
  it('skips an option already present, whatever its case or spacing', () => {
    expect(addCustomOption(['Yoga', 'Pilates'], 'Yoga')).toBeNull()
    expect(addCustomOption(['Yoga', 'Pilates'], ' yoga ')).toBeNull()
  })
  it('never changes the list it was given', () => {
    const list = ['A']
    addCustomOption(list, 'B')
    expect(list).toEqual(['A'])
  })
  it('is offered on multi-choice questions that allow other answers', () => {
    expect(allowsCustomOptions({ type: 'multi_select', allow_other: true })).toBe(true)
    expect(allowsCustomOptions({ type: 'multiple_choice_with_other' })).toBe(true)
    expect(allowsCustomOptions({ type: 'multi_select' })).toBe(false)
    expect(allowsCustomOptions({ type: 'radio', allow_other: true })).toBe(false)
  })
})

describe('question widgets', () => {
  it('handles every question type of spec 3', () => {
    expect(questionWidget({ type: 'text' })).toBe('text')
    expect(questionWidget({ type: 'text_input' })).toBe('text')
    expect(questionWidget({ type: 'textarea' })).toBe('textarea')
    expect(questionWidget({ type: 'select', options: ['a'] })).toBe('select')
    for (const type of ['radio', 'single_choice'] as const)
      expect(questionWidget({ type, options: ['a'] })).toBe('radio')
    for (const type of ['multiselect', 'multi_choice', 'multi_select', 'multiple_choice_with_other'] as const)
      expect(questionWidget({ type })).toBe('multi')
  })
  it('falls back to a text box for a choice question without options', () => {
    expect(questionWidget({ type: 'select', options: ['', '  '] })).toBe('text')
    expect(questionWidget({ type: 'radio' })).toBe('text')
  })
  it('drops empty and repeated options so the select never gets an empty value', () => {
    expect(options({ options: ['A', '', ' ', 'B', 'A', ' C '] })).toEqual(['A', 'B', 'C'])
  })
})

describe('answers', () => {
  it('counts only non-empty answers', () => {
    expect(hasAnswer('x')).toBe(true)
    expect(hasAnswer('  ')).toBe(false)
    expect(hasAnswer([])).toBe(false)
    expect(hasAnswer(['', ' '])).toBe(false)
    expect(hasAnswer(['a'])).toBe(true)
    expect(hasAnswer(undefined)).toBe(false)
  })
  it('joins arrays with a comma and a space', () => {
    expect(formatAnswer(['a', ' b ', ''])).toBe('a, b')
    expect(formatAnswer(' text ')).toBe('text')
  })
})
