import { TextareaField, TextField } from '../../../../components/form-field.tsx'
import { bindText } from './text-binding.ts'
import { FormSection } from './form-section.tsx'
import { SwitchField } from './switch-field.tsx'
import type { SectionProps } from './section-props.ts'

/** The goods: the prompt that the members' answers fill in, and which preference lines it carries. */
export function MasterPromptSection({ form, patch }: SectionProps) {
  const lines = form.promptLines
  const setLines = (change: Partial<typeof lines>) => patch({ promptLines: { ...lines, ...change } })
  return (
    <FormSection title="Master prompt">
      <TextareaField
        id="t-master"
        label="Master prompt"
        hint="Served only to members who bought the template. Write it in the member's voice (me, my)."
        className="min-h-48 font-mono text-xs"
        {...bindText(form, patch)('masterPrompt')}
      />
      <TextField
        id="t-role"
        label="Role the AI takes (optional)"
        hint='Becomes "Act as my …". Leave empty when the template needs no role line.'
        placeholder="e.g. personal trainer and sports nutritionist"
        maxLength={120}
        value={lines.role ?? ''}
        onChange={(e) => setLines({ role: e.target.value })}
      />
      <SwitchField
        id="t-line-locale"
        label="Tailor to the member's country and currency"
        checked={lines.locale === true}
        onChange={(locale) => setLines({ locale })}
      />
      <SwitchField
        id="t-line-browse"
        label="Ask the AI to search the internet for current information"
        checked={lines.browse === true}
        onChange={(browse) => setLines({ browse })}
      />
    </FormSection>
  )
}
