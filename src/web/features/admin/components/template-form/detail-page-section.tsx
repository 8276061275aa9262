import { TextareaField, TextField } from '../../../../components/form-field.tsx'
import type { DetailDraft } from '../../lib/template-form.ts'
import { TitledListEditor } from '../titled-list-editor.tsx'
import { bindText } from './text-binding.ts'
import { ChoiceField } from './choice-field.tsx'
import { FormSection } from './form-section.tsx'
import { SwitchField } from './switch-field.tsx'

const ringChoices = (['Depth', 'Accuracy', 'Speed', 'Success'] as const).map((l) => ({ value: l, label: l }))

const showLabel = 'Show detail-page content (stat rings, features, who it is for)'

/** The static detail page's content; kept while switched off, saved only while on. */
export function DetailPageSection({
  shown,
  onShownChange,
  detail,
  patch,
}: {
  shown: boolean
  onShownChange: (shown: boolean) => void
  detail: DetailDraft
  patch: (change: Partial<DetailDraft>) => void
}) {
  const text = bindText(detail, patch)
  const list = (key: 'features' | 'howItWorks') => ({
    items: detail[key],
    onChange: (items: DetailDraft[typeof key]) => patch({ [key]: items }),
  })
  return (
    <FormSection title="Detail page">
      <SwitchField id="t-has-detail" label={showLabel} checked={shown} onChange={onShownChange} />
      {shown && (
        <div className="space-y-4">
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
            <TextField id="d-minutes" label="Minutes" inputMode="numeric" {...text('minutes')} />
            <ChoiceField
              id="d-ring-label"
              label="Ring"
              value={detail.ring.label}
              choices={ringChoices}
              onChange={(label) => patch({ ring: { ...detail.ring, label } })}
            />
            <TextField
              id="d-ring-percent"
              label="Ring %"
              inputMode="numeric"
              value={detail.ring.percent}
              onChange={(e) => patch({ ring: { ...detail.ring, percent: e.target.value } })}
            />
          </div>
          <TitledListEditor legend="Features" itemName="Feature" {...list('features')} />
          <TextareaField id="d-who" label="Who this is for, one per line" {...text('whoFor')} />
          <TitledListEditor legend="How it works (3 to 4 steps)" itemName="Step" {...list('howItWorks')} />
          <TextareaField id="d-does" label="What this prompt does" {...text('whatItDoes')} />
          <TextareaField id="d-get" label="What you get, one per line" {...text('whatYouGet')} />
        </div>
      )}
    </FormSection>
  )
}
