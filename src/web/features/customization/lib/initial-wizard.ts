import type { AutoSaveRecord } from '../../../../shared/customization/auto-save.ts'
import type { CustomizationNavigationState } from '../../../../shared/customization/navigation-state.ts'
import {
  emptyBaseCustomization,
  type BaseCustomization,
  type Preferences,
} from '../../../../shared/customization/preferences.ts'
import {
  fromAutoSave,
  fromCustomization,
  initialWizardState,
  type WizardState,
} from '../hooks/use-wizard-state.ts'

export type WizardStart = {
  state: WizardState
  /** When the restored auto-save was made; null when nothing was restored. */
  savedAt: number | null
  /** An auto-save record that is no use (its prompt is no longer owned) and should be removed. */
  discardAutoSave: boolean
}

/**
 * Where the Customisation Tool starts (spec 4): modify mode jumps to step 3 with the saved customisation; otherwise
 * valid auto-saved work of a prompt still owned is restored, and a pre-selected prompt starts at step 1.
 * `autoSave` is the record as loaded, or null when there is none or navigation asked to clear it.
 */
export function initialWizard(opts: {
  owned: { promptId: string; template: { name: string } }[]
  preferences: Preferences | null | undefined
  nav: CustomizationNavigationState | null
  autoSave: AutoSaveRecord | null
}): WizardStart {
  const { owned, preferences, nav, autoSave } = opts
  const base: BaseCustomization = preferences
    ? {
        toneOfVoice: preferences.toneOfVoice,
        outputFormat: preferences.outputFormat,
        culturalContext: preferences.culturalContext,
        userIdentityName: preferences.userIdentityName ?? '',
        userIdentityPronouns: preferences.userIdentityPronouns ?? '',
      }
    : emptyBaseCustomization
  let init: Partial<WizardState> = { base }
  let savedAt: number | null = null
  let discardAutoSave = false

  if (nav && 'modifyMode' in nav) {
    init = fromCustomization(nav.customization, base)
    const name = owned.find((i) => i.promptId === nav.customization.promptId)?.template.name
    if (name && init.selectedPrompt) init.selectedPrompt = { ...init.selectedPrompt, name }
  } else {
    const stillOwned = autoSave?.selectedPrompt
      ? owned.some((i) => i.promptId === autoSave.selectedPrompt!.id)
      : true
    if (autoSave && stillOwned) {
      init = fromAutoSave(autoSave)
      savedAt = autoSave.timestamp
    } else if (autoSave) discardAutoSave = true
    const preselected = nav?.promptId ? owned.find((i) => i.promptId === nav.promptId) : undefined
    if (!savedAt && preselected)
      init = {
        ...init,
        step: 1,
        selectedPrompt: { id: preselected.promptId, name: preselected.template.name },
      }
  }
  return { state: { ...initialWizardState, ...init }, savedAt, discardAutoSave }
}
