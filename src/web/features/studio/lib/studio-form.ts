import { toForm, toInput, type TemplateForm } from '../../admin/public.ts'
import type { TemplateContentInput } from '../../../../shared/admin/template-input.ts'
import type { StudioTemplate } from '../../../../shared/studio/studio-template.ts'

// The studio edits a template with the console's editor state; the console's own fields (slug, status, price
// override, static page) are fixed here and left out of what is sent.

/** The editor's state for the version being edited. */
export const studioForm = (t: StudioTemplate): TemplateForm =>
  toForm({ ...t.content, slug: t.slug, status: 'draft', staticPage: false, priceOverride: null })

/** The content the studio saves, before the schema checks it. */
export function studioContent(form: TemplateForm): TemplateContentInput {
  const {
    slug: _slug,
    status: _status,
    staticPage: _staticPage,
    priceOverride: _price,
    expectedUpdatedAt: _at,
    ...content
  } = toInput(form)
  return content
}
