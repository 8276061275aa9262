import { ArrowLeft, ArrowRight, Loader2 } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'
import { Input, Label } from '../../../components/ui/input.tsx'
import {
  culturalContextOptions,
  formatOptions,
  isBaseComplete,
  roleOptions,
  toneOptions,
  type BaseCustomization,
} from '../../../../shared/customization/preferences.ts'
import { ChoiceGroup } from './choice-group.tsx'
import { StepActions } from './step-actions.tsx'

/** Step 1: tone, role, format and cultural context are required; the name is optional; pronouns they/them. */
export function PreferencesStep({
  base,
  onChange,
  onBack,
  onContinue,
  saving,
  selectedPromptName,
}: {
  base: BaseCustomization
  onChange: (patch: Partial<BaseCustomization>) => void
  onBack: () => void
  onContinue: () => void
  saving: boolean
  selectedPromptName: string | null
}) {
  const complete = isBaseComplete(base)
  return (
    <form
      className="space-y-6"
      onSubmit={(e) => {
        e.preventDefault()
        if (complete && !saving) onContinue()
      }}
    >
      <div>
        <h2 className="text-xl font-semibold">Base AI Preferences</h2>
        <p className="mt-1 text-sm text-slate-600">
          How should the AI talk to you? These choices are saved and used for every prompt you customize.
          {selectedPromptName ? (
            <>
              {' '}
              Next up: <strong className="font-semibold text-slate-900">{selectedPromptName}</strong>.
            </>
          ) : null}
        </p>
      </div>
      <ChoiceGroup
        legend="Tone of voice"
        name="toneOfVoice"
        options={toneOptions}
        value={base.toneOfVoice}
        onChange={(toneOfVoice) => onChange({ toneOfVoice })}
      />
      <ChoiceGroup
        legend="AI role"
        name="aiRole"
        options={roleOptions}
        value={base.aiRole}
        onChange={(aiRole) => onChange({ aiRole })}
      />
      <ChoiceGroup
        legend="Output format"
        name="outputFormat"
        options={formatOptions}
        value={base.outputFormat}
        onChange={(outputFormat) => onChange({ outputFormat })}
      />
      <ChoiceGroup
        legend="Cultural context"
        name="culturalContext"
        options={culturalContextOptions}
        value={base.culturalContext}
        onChange={(culturalContext) => onChange({ culturalContext })}
        hint="Sets the country, currency and references the AI uses."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor="identity-name">What should the AI call you? (optional)</Label>
          <Input
            id="identity-name"
            value={base.userIdentityName}
            maxLength={100}
            autoComplete="given-name"
            onChange={(e) => onChange({ userIdentityName: e.target.value })}
            placeholder="Your first name or a nickname"
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="identity-pronouns">Pronouns</Label>
          <Input id="identity-pronouns" value={base.userIdentityPronouns} readOnly disabled />
        </div>
      </div>
      <StepActions>
        <Button type="button" variant="secondary" onClick={onBack}>
          <ArrowLeft aria-hidden />
          Back
        </Button>
        <Button type="submit" disabled={!complete || saving}>
          {saving ? <Loader2 className="animate-spin" aria-hidden /> : null}
          Continue
          {saving ? null : <ArrowRight aria-hidden />}
        </Button>
      </StepActions>
    </form>
  )
}
