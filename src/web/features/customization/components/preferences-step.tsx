import { ArrowLeft, ArrowRight, Loader2 } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'
import { Input, Label } from '../../../components/ui/input.tsx'
import {
  culturalContextOptions,
  formatOptions,
  isBaseComplete,
  pronounSuggestions,
  toneOptions,
  type BaseCustomization,
} from '../../../../shared/customization/preferences.ts'
import { ChoiceGroup } from './choice-group.tsx'
import { StepActions } from './step-actions.tsx'

/** Step 1: tone, format and country are required; the name and pronouns are optional (empty: not stated). */
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
        legend="Output format"
        name="outputFormat"
        options={formatOptions}
        value={base.outputFormat}
        onChange={(outputFormat) => onChange({ outputFormat })}
      />
      <ChoiceGroup
        legend="Country and currency"
        name="culturalContext"
        options={culturalContextOptions}
        value={base.culturalContext}
        onChange={(culturalContext) => onChange({ culturalContext })}
        hint="Used by prompts that deal with places and prices (travel, shopping, gyms); others leave it out."
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
          <Label htmlFor="identity-pronouns">Your pronouns (optional)</Label>
          <Input
            id="identity-pronouns"
            value={base.userIdentityPronouns}
            maxLength={40}
            list="pronoun-suggestions"
            aria-describedby="identity-pronouns-hint"
            onChange={(e) => onChange({ userIdentityPronouns: e.target.value })}
            placeholder="Not stated"
          />
          <datalist id="pronoun-suggestions">
            {pronounSuggestions.map((p) => (
              <option key={p} value={p} />
            ))}
          </datalist>
          <p id="identity-pronouns-hint" className="text-xs text-slate-500">
            Leave empty and prompts will not mention pronouns.
          </p>
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
