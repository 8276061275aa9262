import type { Question } from '../catalog/question.ts'
import { hasAnswer, questionKey, questionLabel, type PromptAnswers } from './answers.ts'

/** A question with where it sits: its answer key, its label and its position in the template. */
export type PlacedQuestion = { question: Partial<Question>; index: number; key: string; label: string }

/** A group of consecutive questions under one heading (spec's "question groups"). */
export type QuestionSection = { title: string; questions: PlacedQuestion[] }

export const untitledSection = 'Your answers'

/**
 * The template's sections in question order: consecutive questions with the same `section` form one; a template
 * without sections is one section. Questions without a heading join the section before them.
 */
export function questionSections(questions: readonly Partial<Question>[] | null | undefined): QuestionSection[] {
  const sections: QuestionSection[] = []
  ;(questions ?? []).forEach((question, index) => {
    const title = question.section?.trim()
    const placed = { question, index, key: questionKey(question, index), label: questionLabel(question, index) }
    const last = sections.at(-1)
    if (last && (!title || title === last.title)) last.questions.push(placed)
    else sections.push({ title: title || untitledSection, questions: [placed] })
  })
  return sections
}

export const isRequired = (question: Partial<Question>) => question.required === true

/** The required questions still unanswered, in order: Generate stays disabled while there are any. */
export function missingRequired(
  questions: readonly Partial<Question>[] | null | undefined,
  answers: PromptAnswers,
): PlacedQuestion[] {
  return questionSections(questions)
    .flatMap((s) => s.questions)
    .filter((q) => isRequired(q.question) && !hasAnswer(answers[q.key]))
}

/** How far a section is: answered questions out of all, and required ones still missing. */
export function sectionProgress(section: QuestionSection, answers: PromptAnswers) {
  const answered = section.questions.filter((q) => hasAnswer(answers[q.key])).length
  const missing = section.questions.filter((q) => isRequired(q.question) && !hasAnswer(answers[q.key])).length
  return { answered, total: section.questions.length, missing }
}
