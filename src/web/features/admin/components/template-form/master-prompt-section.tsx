import { TextareaField } from '../../../../components/form-field.tsx'
import { bindText } from './text-binding.ts'
import { FormSection } from './form-section.tsx'
import type { SectionProps } from './section-props.ts'

/** The goods: the prompt that the members' answers fill in. */
export function MasterPromptSection({ form, patch }: SectionProps) {
  return (
    <FormSection title="Master prompt">
      <TextareaField
        id="t-master"
        label="Master prompt"
        hint="Served only to members who bought the template."
        className="min-h-48 font-mono text-xs"
        {...bindText(form, patch)('masterPrompt')}
      />
    </FormSection>
  )
}
