import { TextareaField, TextField } from '../../../components/form-field.tsx'
import { categories } from '../../../../shared/catalog/categories.ts'
import { formatAud, tierLabel, tierPrices, tiers } from '../../../../shared/catalog/tiers.ts'
import { bindText, ChoiceField, FormSection, type TemplateForm } from '../../admin/public.ts'
import { creatorSharePercent } from '../../../../shared/earnings/creator-share.ts'

const categoryChoices = categories.map((c) => ({ value: c.key, label: c.name }))
const tierChoices = tiers.map((t) => ({ value: t, label: tierLabel(t) }))

/** The name and texts buyers read, the category, and the tier (the price follows it, spec 9). */
export function StudioDetailsSection({
  form,
  patch,
}: {
  form: TemplateForm
  patch: (change: Partial<TemplateForm>) => void
}) {
  const text = bindText(form, patch)
  const price = tierPrices[form.tier]
  return (
    <FormSection title="Details">
      <TextField id="t-name" label="Name" maxLength={200} {...text('name')} />
      <TextareaField
        id="t-description"
        label="Description"
        hint="Shown on the card and the detail page."
        className="min-h-20"
        {...text('description')}
      />
      <TextareaField id="t-how" label="How to use (optional)" {...text('howToUse')} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
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
          hint={`Price: ${price.credits} credits or ${formatAud(price.priceCents)}. You keep ${creatorSharePercent}% of each sale.`}
          value={form.tier}
          choices={tierChoices}
          onChange={(tier) => patch({ tier })}
        />
      </div>
    </FormSection>
  )
}
