import type { Question } from '../catalog/question.ts'

// Answers of step 3, keyed by question id: text for single answers, a list for multi-choice ones.
export type Answer = string | string[]
export type PromptAnswers = Record<string, Answer>

/** Spec 3: a question's id, or a position-based fallback when the template has none. */
export const questionKey = (question: Partial<Question>, index: number) =>
  typeof question.id === 'string' && question.id.trim() ? question.id : `question_${index + 1}`

/** Spec 3: the text of a question is `question`, or `label` in older templates. */
export const questionLabel = (question: Partial<Question> & { label?: string }, index: number) =>
  (question.question ?? question.label ?? '').trim() || `Question ${index + 1}`

const multiTypes = new Set(['multiselect', 'multi_choice', 'multi_select', 'multiple_choice_with_other'])
const singleChoiceTypes = new Set(['radio', 'single_choice'])

/** How a question is answered: a text line, a text area, a drop-down, radio buttons or check boxes. */
export function questionWidget(
  question: Partial<Question>,
): 'text' | 'textarea' | 'select' | 'radio' | 'multi' {
  const type = question.type ?? 'text'
  if (multiTypes.has(type)) return 'multi'
  if (singleChoiceTypes.has(type)) return options(question).length ? 'radio' : 'text'
  if (type === 'select') return options(question).length ? 'select' : 'text'
  if (type === 'textarea') return 'textarea'
  return 'text'
}

/** Multi-choice questions take the reader's own options when they allow it. */
export const allowsCustomOptions = (question: Partial<Question>) =>
  questionWidget(question) === 'multi' &&
  (question.allow_other === true || question.type === 'multiple_choice_with_other')

/** The template's options without blanks or repeats (spec 5: a select fails on an empty value). */
export function options(question: Partial<Question>): string[] {
  const seen = new Set<string>()
  for (const raw of question.options ?? []) {
    if (typeof raw !== 'string') continue
    const value = raw.trim()
    if (value) seen.add(value)
  }
  return [...seen]
}

/** Spec 5: custom options are trimmed, skipped when empty and skipped when already present. */
export function addCustomOption(existing: readonly string[], input: string): string[] | null {
  const value = input.trim()
  if (!value) return null
  if (existing.some((o) => o.toLowerCase() === value.toLowerCase())) return null
  return [...existing, value]
}

/** True when an answer says something: blank text and empty lists do not count. */
export function hasAnswer(answer: unknown): answer is Answer {
  if (typeof answer === 'string') return answer.trim() !== ''
  if (Array.isArray(answer)) return answer.some((a) => typeof a === 'string' && a.trim() !== '')
  return false
}

/** Spec 5: array answers are joined by a comma and a space. */
export const formatAnswer = (answer: Answer) =>
  Array.isArray(answer)
    ? answer
        .map((a) => a.trim())
        .filter(Boolean)
        .join(', ')
    : answer.trim()
