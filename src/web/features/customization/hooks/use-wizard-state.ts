import { useReducer } from 'react'
import type { PromptAnswers } from '../../../../shared/customization/answers.ts'
import {
  emptyBaseCustomization,
  type BaseCustomization,
} from '../../../../shared/customization/preferences.ts'
import type { SavedCustomization } from '../../../../shared/customization/customization-input.ts'
import type { AutoSaveRecord } from '../../../../shared/customization/auto-save.ts'

export type Step = 1 | 2 | 3 | 4
export type SelectedPrompt = { id: string; name: string }

export type WizardState = {
  step: Step
  selectedPrompt: SelectedPrompt | null
  base: BaseCustomization
  answers: PromptAnswers
  title: string
  summary: string
  generatedPrompt: string
  // The saved customisation being edited (modify mode, or after the first save): saving updates it.
  editingId: string | null
  editingVersion: number | null
  loadPrevious: boolean
}

export const initialWizardState: WizardState = {
  step: 1,
  selectedPrompt: null,
  base: emptyBaseCustomization,
  answers: {},
  title: '',
  summary: '',
  generatedPrompt: '',
  editingId: null,
  editingVersion: null,
  loadPrevious: false,
}

type Action =
  | { type: 'init'; state: Partial<WizardState> }
  | { type: 'step'; step: Step }
  | { type: 'base'; patch: Partial<BaseCustomization> }
  | { type: 'select'; prompt: SelectedPrompt }
  | { type: 'answer'; key: string; value: string | string[] }
  | { type: 'load-previous'; on: boolean; answers: PromptAnswers }
  | { type: 'generated'; text: string }
  | { type: 'title'; title: string }
  | { type: 'summary'; summary: string }
  | { type: 'saved'; customization: SavedCustomization }
  | { type: 'restored'; customization: SavedCustomization }

function reducer(state: WizardState, action: Action): WizardState {
  switch (action.type) {
    case 'init':
      return { ...state, ...action.state }
    case 'step':
      return { ...state, step: action.step }
    case 'base':
      return { ...state, base: { ...state.base, ...action.patch } }
    case 'select':
      if (state.selectedPrompt?.id === action.prompt.id) return state
      // Spec 4: choosing a prompt resets the answers; what was generated or saved belongs to the old one.
      return {
        ...state,
        selectedPrompt: action.prompt,
        answers: {},
        generatedPrompt: '',
        title: '',
        summary: '',
        editingId: null,
        editingVersion: null,
        loadPrevious: false,
      }
    case 'answer':
      return { ...state, answers: { ...state.answers, [action.key]: action.value } }
    case 'load-previous':
      return { ...state, loadPrevious: action.on, answers: action.on ? action.answers : {} }
    case 'generated':
      return { ...state, generatedPrompt: action.text, step: 4 }
    case 'title':
      return { ...state, title: action.title }
    case 'summary':
      return { ...state, summary: action.summary }
    case 'saved':
      return { ...state, editingId: action.customization.id, editingVersion: action.customization.version }
    case 'restored':
      return { ...state, ...fromCustomization(action.customization, state.base), step: state.step }
  }
}

export const useWizardState = () => useReducer(reducer, initialWizardState)

/** Modify mode (spec 4): a saved customisation's answers, prompt, title and summary, at step 3. */
export function fromCustomization(
  c: SavedCustomization,
  fallbackBase: BaseCustomization,
): Partial<WizardState> {
  return {
    step: 3,
    selectedPrompt: { id: c.promptId, name: c.promptName ?? '' },
    base: baseFrom(c.customizationData.baseCustomization, fallbackBase),
    answers: sanitizeAnswers(c.customizationData.promptAnswers),
    generatedPrompt: c.generatedPrompt,
    title: c.title,
    summary: c.summary ?? '',
    editingId: c.id,
    editingVersion: c.version,
    loadPrevious: false,
  }
}

/** Work restored from the local auto-save record. */
export function fromAutoSave(r: AutoSaveRecord): Partial<WizardState> {
  return {
    step: r.step as Step,
    selectedPrompt: r.selectedPrompt,
    base: r.baseCustomization,
    answers: r.promptAnswers,
    title: r.customizationTitle,
    summary: r.customizationSummary,
    generatedPrompt: r.generatedPrompt,
    editingId: r.editingId ?? null,
    editingVersion: null,
    loadPrevious: false,
  }
}

export function toAutoSave(state: WizardState): Omit<AutoSaveRecord, 'userId' | 'timestamp'> {
  return {
    step: state.step,
    selectedPrompt: state.selectedPrompt,
    baseCustomization: state.base,
    promptAnswers: state.answers,
    customizationTitle: state.title,
    customizationSummary: state.summary,
    generatedPrompt: state.generatedPrompt,
    editingId: state.editingId,
  }
}

function baseFrom(
  saved: Record<string, unknown> | undefined,
  fallback: BaseCustomization,
): BaseCustomization {
  const pick = (key: 'toneOfVoice' | 'outputFormat' | 'culturalContext') => {
    const v = saved?.[key]
    return typeof v === 'string' && v ? v : fallback[key]
  }
  const text = (key: 'userIdentityName' | 'userIdentityPronouns') => {
    const v = saved?.[key]
    return typeof v === 'string' ? v : ''
  }
  return {
    toneOfVoice: pick('toneOfVoice'),
    outputFormat: pick('outputFormat'),
    culturalContext: pick('culturalContext'),
    userIdentityName: text('userIdentityName'),
    userIdentityPronouns: text('userIdentityPronouns'),
  }
}

export function sanitizeAnswers(answers: unknown): PromptAnswers {
  const out: PromptAnswers = {}
  if (!answers || typeof answers !== 'object') return out
  for (const [k, v] of Object.entries(answers)) {
    if (typeof v === 'string') out[k] = v
    else if (Array.isArray(v)) out[k] = v.filter((x): x is string => typeof x === 'string')
  }
  return out
}
