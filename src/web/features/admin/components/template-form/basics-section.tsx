import type { ChangeEvent } from 'react'
import { TextareaField, TextField } from '../../../../components/form-field.tsx'
import { categories } from '../../../../../shared/catalog/categories.ts'
import { tierLabel, tiers } from '../../../../../shared/catalog/tiers.ts'
import { templateStatuses } from '../../../../../shared/admin/template-input.ts'
import { slugify } from '../../../../../shared/catalog/slugify.ts'
import { tierPriceFields } from '../../lib/template-form.ts'
import { bindText } from './text-binding.ts'
import { ChoiceField } from './choice-field.tsx'
import { FormSection } from './form-section.tsx'
import type { SectionProps } from './section-props.ts'
import { SwitchField } from './switch-field.tsx'

const categoryChoices = categories.map((c) => ({ value: c.key, label: c.name }))
const tierChoices = tiers.map((t) => ({ value: t, label: tierLabel(t) }))
const statusChoices = templateStatuses.map((s) => ({ value: s, label: s[0]!.toUpperCase() + s.slice(1) }))

const slugHint = 'The page address: /prompts/{slug} for static pages.'

const statusHelp: Record<string, string> = {
  active: 'Listed in the storefront and search.',
  draft: 'Hidden from the storefront and search until you publish it.',
  archived: 'Hidden from the storefront and search; members who bought it keep it.',
}

/** Name and address, the texts, and where the template is listed: category, tier and status. */
export function BasicsSection({ form, patch }: SectionProps) {
  const text = bindText(form, patch)
  // The slug follows the name until the admin edits it.
  const editName = (name: string) => patch({ name, ...(form.slugTouched ? {} : { slug: slugify(name) }) })
  const editSlug = (e: ChangeEvent<HTMLInputElement>) => patch({ slug: e.target.value, slugTouched: true })
  return (
    <FormSection title="Basics">
      <TextField id="t-name" label="Name" value={form.name} onChange={(e) => editName(e.target.value)} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField id="t-slug" label="Slug" hint={slugHint} value={form.slug} onChange={editSlug} />
        <SwitchField
          id="t-static"
          className="flex items-center gap-3 sm:pt-6"
          label={<>Static detail page at /prompts/{'{slug}'}</>}
          checked={form.staticPage}
          onChange={(staticPage) => patch({ staticPage })}
        />
      </div>
      <TextareaField id="t-description" label="Description" className="min-h-20" {...text('description')} />
      <TextareaField id="t-how" label="How to use" {...text('howToUse')} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <ChoiceField
          id="t-category"
          label="Category"
          value={form.category}
          choices={categoryChoices}
          onChange={(category) => patch({ category })}
        />
        <ChoiceField
          id="t-tier"
          label="Tier"
          value={form.tier}
          choices={tierChoices}
          // Without an override the price is the tier's: show the new tier's.
          onChange={(tier) => patch({ tier, ...(form.overridePrice ? {} : tierPriceFields(tier)) })}
        />
        <ChoiceField
          id="t-status"
          label="Status"
          hint={statusHelp[form.status]}
          value={form.status}
          choices={statusChoices}
          onChange={(status) => patch({ status })}
        />
      </div>
    </FormSection>
  )
}
