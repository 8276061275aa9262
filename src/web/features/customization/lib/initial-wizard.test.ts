import { describe, expect, it } from 'vitest'
import type { AutoSaveRecord } from '../../../../shared/customization/auto-save.ts'
import type { SavedCustomization } from '../../../../shared/customization/customization-input.ts'
import { emptyBaseCustomization } from '../../../../shared/customization/preferences.ts'
import { initialWizard } from './initial-wizard.ts'

const owned = [
  { promptId: 'p1', template: { name: 'Japan Planner' } },
  { promptId: 'p2', template: { name: 'Email Polisher' } },
]
const preferences = {
  toneOfVoice: 'friendly',
  aiRole: 'mentor',
  outputFormat: 'structured',
  culturalContext: 'uk',
  userIdentityName: null,
  userIdentityPronouns: 'she/her',
} as const
const autoSave = (over: Partial<AutoSaveRecord> = {}): AutoSaveRecord => ({
  userId: 'u1',
  timestamp: 1_700_000_000_000,
  step: 3,
  selectedPrompt: { id: 'p2', name: 'Email Polisher' },
  baseCustomization: { ...emptyBaseCustomization, toneOfVoice: 'Formal' },
  promptAnswers: { goal: 'Shorter e-mails' },
  customizationTitle: 'Draft',
  customizationSummary: '',
  generatedPrompt: '',
  editingId: null,
  ...over,
})
const saved = {
  id: 'c1',
  promptId: 'p1',
  promptName: null,
  title: 'My trip',
  summary: null,
  generatedPrompt: 'Plan my trip',
  version: 4,
  customizationData: { baseCustomization: emptyBaseCustomization, promptAnswers: { days: '10' } },
} as unknown as SavedCustomization

describe('initialWizard', () => {
  it('starts at step 1 with the saved preferences (pronouns as the member set them) when there is nothing to restore', () => {
    const start = initialWizard({ owned, preferences, nav: null, autoSave: null })
    expect(start.state.step).toBe(1)
    expect(start.state.selectedPrompt).toBeNull()
    expect(start.state.base).toEqual({
      toneOfVoice: 'friendly',
      outputFormat: 'structured',
      culturalContext: 'uk',
      userIdentityName: '',
      userIdentityPronouns: 'she/her',
    })
    const unstated = initialWizard({
      owned,
      preferences: { ...preferences, userIdentityPronouns: null },
      nav: null,
      autoSave: null,
    })
    expect(unstated.state.base.userIdentityPronouns).toBe('')
    expect(start).toMatchObject({ savedAt: null, discardAutoSave: false })
  })

  it('restores auto-saved work of a prompt still owned, with its time', () => {
    const start = initialWizard({ owned, preferences, nav: null, autoSave: autoSave() })
    expect(start.state).toMatchObject({
      step: 3,
      selectedPrompt: { id: 'p2' },
      answers: { goal: 'Shorter e-mails' },
      title: 'Draft',
    })
    expect(start.savedAt).toBe(1_700_000_000_000)
  })

  it('drops auto-saved work of a prompt no longer owned, and starts from a pre-selected prompt', () => {
    const start = initialWizard({
      owned,
      preferences: null,
      nav: { promptId: 'p1' },
      autoSave: autoSave({ selectedPrompt: { id: 'gone', name: 'Refunded' } }),
    })
    expect(start.discardAutoSave).toBe(true)
    expect(start.savedAt).toBeNull()
    expect(start.state).toMatchObject({ step: 1, selectedPrompt: { id: 'p1', name: 'Japan Planner' } })
    expect(start.state.base).toEqual(emptyBaseCustomization)
  })

  it('prefers restored work over a pre-selected prompt', () => {
    const start = initialWizard({ owned, preferences, nav: { promptId: 'p1' }, autoSave: autoSave() })
    expect(start.state.selectedPrompt?.id).toBe('p2')
  })

  it('opens a saved customisation at step 3 in modify mode, named from the library', () => {
    const start = initialWizard({
      owned,
      preferences,
      nav: { modifyMode: true, customization: saved },
      autoSave: autoSave(),
    })
    expect(start.state).toMatchObject({
      step: 3,
      selectedPrompt: { id: 'p1', name: 'Japan Planner' },
      answers: { days: '10' },
      editingId: 'c1',
      editingVersion: 4,
    })
    expect(start.savedAt).toBeNull()
  })
})
