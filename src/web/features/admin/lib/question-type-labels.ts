import type { QuestionType } from '../../../../shared/catalog/question.ts'

/** The question types in words, for the editor's type picker and a folded question's summary. */
export const questionTypeLabels: Record<QuestionType, string> = {
  text: 'Short text',
  text_input: 'Short text (text_input)',
  textarea: 'Long text',
  select: 'Drop-down',
  radio: 'Single choice (radio)',
  single_choice: 'Single choice',
  multiselect: 'Multiple choice (multiselect)',
  multi_choice: 'Multiple choice',
  multi_select: 'Multiple choice (multi_select)',
  multiple_choice_with_other: 'Multiple choice with other',
}
