// What changed in a template's questions between two versions, for the buyer's "Update available" (issue 23).
// Questions only: the master prompt is the goods and never part of an update's answer.
import type { Question } from '../catalog/question.ts'
import { hasChanges, wordDiff, type DiffSegment } from './word-diff.ts'

export type QuestionField = 'question' | 'options' | 'placeholder' | 'section' | 'type' | 'required'

/** One field of a question, as a word diff (all added for a new question, all removed for a dropped one). */
export type FieldDiff = { field: QuestionField; segments: DiffSegment[] }

export type QuestionChange = {
  /** The question's id; answers carry over between versions where it is the same. */
  id: string
  kind: 'added' | 'removed' | 'changed'
  /** The question as the owner will read it (as they read it until now, for a dropped one). */
  title: string
  /** Only the fields that differ for a changed question; every field with text for an added or removed one. */
  fields: FieldDiff[]
}

export type QuestionsDiff = { changes: QuestionChange[]; unchanged: number }

const typeLabels: Partial<Record<Question['type'], string>> = {
  text: 'Short answer',
  text_input: 'Short answer',
  textarea: 'Long answer',
  select: 'Pick one',
  radio: 'Pick one',
  single_choice: 'Pick one',
  multiselect: 'Pick any',
  multi_select: 'Pick any',
  multi_choice: 'Pick any',
  multiple_choice_with_other: 'Pick any, or write your own',
}

/** The texts a buyer sees of a question, field by field. */
function fieldTexts(q: Question): Record<QuestionField, string> {
  return {
    question: q.question ?? '',
    // A separator of its own, so the last word of an option is the same token wherever the option stands.
    options: (q.options ?? []).join(' · '),
    placeholder: q.placeholder ?? '',
    section: q.section ?? '',
    type: typeLabels[q.type] ?? q.type,
    required: q.required ? 'Required' : 'Optional',
  }
}

const fields: QuestionField[] = ['section', 'question', 'type', 'options', 'placeholder', 'required']

/**
 * Questions matched by id: new ones, dropped ones and changed ones with a word diff per changed field, in the new
 * version's order with dropped ones last.
 */
export function diffQuestions(before: Question[], after: Question[]): QuestionsDiff {
  const old = new Map(before.map((q) => [q.id, q]))
  const kept = new Set(after.map((q) => q.id))
  const changes: QuestionChange[] = []
  let unchanged = 0
  for (const q of after) {
    const was = old.get(q.id)
    if (!was) {
      changes.push({ id: q.id, kind: 'added', title: q.question, fields: whole(q, 'added') })
      continue
    }
    const a = fieldTexts(was)
    const b = fieldTexts(q)
    const changed = fields
      .map((field) => ({ field, segments: wordDiff(a[field], b[field]) }))
      .filter((f) => hasChanges(f.segments))
    if (changed.length) changes.push({ id: q.id, kind: 'changed', title: q.question, fields: changed })
    else unchanged++
  }
  for (const q of before)
    if (!kept.has(q.id))
      changes.push({ id: q.id, kind: 'removed', title: q.question, fields: whole(q, 'removed') })
  return { changes, unchanged }
}

function whole(q: Question, type: 'added' | 'removed'): FieldDiff[] {
  const texts = fieldTexts(q)
  return fields
    .filter((field) => texts[field] !== '' && field !== 'required')
    .map((field) => ({ field, segments: [{ type, text: texts[field] }] }))
}
