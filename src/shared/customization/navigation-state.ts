import type { SavedCustomization } from './customization-input.ts'

// Spec 2: the Customisation Tool is opened with navigation state, either a prompt to start with
// (and the flag that clears auto-saved work) or a saved customisation to modify.
export type CustomizationNavigationState =
  { promptId: string; clearAutoSave?: boolean } | { modifyMode: true; customization: SavedCustomization }

/** Reads history state defensively: it survives reloads and may hold anything. */
export function readNavigationState(state: unknown): CustomizationNavigationState | null {
  if (!state || typeof state !== 'object') return null
  const s = state as Record<string, unknown>
  if (s.modifyMode === true && isCustomization(s.customization))
    return { modifyMode: true, customization: s.customization }
  if (typeof s.promptId === 'string' && s.promptId)
    return { promptId: s.promptId, clearAutoSave: s.clearAutoSave === true }
  return null
}

function isCustomization(value: unknown): value is SavedCustomization {
  if (!value || typeof value !== 'object') return false
  const c = value as Record<string, unknown>
  const data = c.customizationData as Record<string, unknown> | undefined
  return (
    typeof c.id === 'string' &&
    typeof c.promptId === 'string' &&
    typeof c.generatedPrompt === 'string' &&
    typeof c.title === 'string' &&
    !!data &&
    typeof data === 'object' &&
    typeof data.promptAnswers === 'object'
  )
}
