import { TextField } from '../../../../components/form-field.tsx'
import { formatAud, tierLabel, tierPrices } from '../../../../../shared/catalog/tiers.ts'
import { tierPriceFields } from '../../lib/template-form.ts'
import { bindText } from './text-binding.ts'
import { FormSection } from './form-section.tsx'
import type { SectionProps } from './section-props.ts'
import { SwitchField } from './switch-field.tsx'

/** The tier's price, or an override in credits and dollars. */
export function PriceSection({ form, patch }: SectionProps) {
  const text = bindText(form, patch)
  const tierPrice = tierPrices[form.tier]
  return (
    <FormSection title="Price">
      <SwitchField
        id="t-override"
        label="Override the tier price"
        checked={form.overridePrice}
        // Switching the override off shows the tier's price again.
        onChange={(v) => patch({ overridePrice: v, ...(v ? {} : tierPriceFields(form.tier)) })}
      />
      <p className="text-sm text-slate-600">
        {tierLabel(form.tier)} tier price: {tierPrice.credits} credits or {formatAud(tierPrice.priceCents)}.
      </p>
      {form.overridePrice && (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField id="t-credits" label="Credits" inputMode="numeric" {...text('creditsCost')} />
          <TextField id="t-price" label="Price (AUD)" inputMode="decimal" {...text('price')} />
        </div>
      )}
    </FormSection>
  )
}
