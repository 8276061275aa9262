import type { TemplateForm } from '../../lib/template-form.ts'

/** What a section of the template editor gets: the form's state and a patch to it. */
export type SectionProps = {
  form: TemplateForm
  patch: (change: Partial<TemplateForm>) => void
}
