import { z } from 'zod'

// Spec 3 and 9: the wizard's work in progress, kept in the browser's local storage.
export const autoSaveKey = 'customization_autosave'
export const autoSavePromptKey = (promptId: string) => `${autoSaveKey}_${promptId}`
export const autoSaveDelayMs = 3000
export const autoSaveMaxAgeMs = 24 * 60 * 60 * 1000

const answer = z.union([z.string(), z.array(z.string())])

export const autoSaveRecord = z.object({
  userId: z.string().min(1),
  timestamp: z.number().finite(),
  step: z.number().int().min(1).max(4),
  selectedPrompt: z.object({ id: z.string().min(1), name: z.string() }).nullable(),
  baseCustomization: z.object({
    toneOfVoice: z.string(),
    aiRole: z.string().nullish(),
    outputFormat: z.string(),
    culturalContext: z.string(),
    userIdentityName: z.string(),
    // Missing or malformed pronouns read as not stated.
    userIdentityPronouns: z.string().catch(''),
  }),
  promptAnswers: z.record(z.string(), answer),
  customizationTitle: z.string(),
  customizationSummary: z.string(),
  generatedPrompt: z.string(),
  // Ours: the saved customisation being edited, so a restored edit updates it instead of adding a copy.
  editingId: z.string().nullable().optional(),
})

export type AutoSaveRecord = z.infer<typeof autoSaveRecord>

export type AutoSaveVerdict =
  | { ok: true; record: AutoSaveRecord }
  | { ok: false; reason: 'missing' | 'corrupt' | 'other-user' | 'expired' }

/** Spec 5: a saved record is accepted only for the same user and under 24 hours old; corrupt ones are discarded. */
export function readAutoSave(
  raw: string | null,
  { userId, now }: { userId: string; now: number },
): AutoSaveVerdict {
  if (raw === null || raw === '') return { ok: false, reason: 'missing' }
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return { ok: false, reason: 'corrupt' }
  }
  const parsed = autoSaveRecord.safeParse(value)
  if (!parsed.success) return { ok: false, reason: 'corrupt' }
  const record = parsed.data
  if (record.userId !== userId) return { ok: false, reason: 'other-user' }
  const age = now - record.timestamp
  if (age < 0 || age >= autoSaveMaxAgeMs) return { ok: false, reason: 'expired' }
  return { ok: true, record }
}

/** Spec 9: the indicator shows whole minutes since the last save. */
export const minutesSince = (timestamp: number, now: number) =>
  Math.max(0, Math.floor((now - timestamp) / 60_000))
