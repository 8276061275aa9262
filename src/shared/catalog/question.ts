// A questionnaire question as stored in prompt_templates.questions (spec 3, "Question").
export const questionTypes = [
  'text',
  'textarea',
  'select',
  'multiselect',
  'multi_choice',
  'multi_select',
  'multiple_choice_with_other',
  'radio',
  'single_choice',
  'text_input',
] as const
export type QuestionType = (typeof questionTypes)[number]

export type Question = {
  id: string
  question: string
  type: QuestionType
  placeholder?: string
  options?: string[]
  allow_other?: boolean
  customPlaceholder?: string
  example?: string
  /** Generate stays disabled until a required question is answered. */
  required?: boolean
  /** The heading of the group the question belongs to; consecutive questions with one heading form a section. */
  section?: string
}
