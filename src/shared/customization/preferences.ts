import { z } from 'zod'

// Step 1 of the wizard, "Base AI Preferences": the option lists of spec 9, with the labels shown to people.
export const toneOptions = [
  { value: 'friendly', label: 'Friendly' },
  { value: 'professional', label: 'Professional' },
  { value: 'casual', label: 'Casual' },
  { value: 'enthusiastic', label: 'Enthusiastic' },
  { value: 'direct', label: 'Direct' },
  { value: 'empathetic', label: 'Empathetic' },
] as const

export const roleOptions = [
  { value: 'expert', label: 'Expert' },
  { value: 'mentor', label: 'Mentor' },
  { value: 'coach', label: 'Coach' },
  { value: 'consultant', label: 'Consultant' },
  { value: 'teacher', label: 'Teacher' },
  { value: 'friend', label: 'Friend' },
] as const

export const formatOptions = [
  { value: 'structured', label: 'Structured' },
  { value: 'detailed', label: 'Detailed' },
  { value: 'bulletpoints', label: 'Bullet points' },
  { value: 'stepbystep', label: 'Step by step' },
  { value: 'summary', label: 'Summary' },
  { value: 'conversational', label: 'Conversational' },
] as const

export const culturalContextOptions = [
  { value: 'us', label: 'United States (USD)' },
  { value: 'uk', label: 'United Kingdom (GBP)' },
  { value: 'au', label: 'Australia (AUD)' },
  { value: 'ca', label: 'Canada (CAD)' },
  { value: 'international', label: 'International (no country or currency)' },
] as const

/** Suggestions for the free pronouns field; the member may type anything, and nothing means "not stated". */
export const pronounSuggestions = ['she/her', 'he/him', 'they/them', 'she/they', 'he/they'] as const

/** The country and currency a template with a locale line is tailored to, until the member picks another. */
export const defaultCulturalContext = 'au'

const values = <T extends readonly { value: string }[]>(options: T) =>
  options.map((o) => o.value) as [T[number]['value'], ...T[number]['value'][]]

export type Tone = (typeof toneOptions)[number]['value']
export type Role = (typeof roleOptions)[number]['value']
export type OutputFormat = (typeof formatOptions)[number]['value']
export type CulturalContext = (typeof culturalContextOptions)[number]['value']

const optionalText = (max: number, label: string) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null))

/**
 * PUT /api/preferences: tone, format and country are required; name and pronouns are optional (empty: not stated).
 * The AI role is no longer asked (a template declares its own) but is still accepted from older clients.
 */
export const preferencesInput = z.object({
  toneOfVoice: z.enum(values(toneOptions), { message: 'Please choose a tone of voice' }),
  aiRole: z
    .enum(values(roleOptions), { message: 'Please choose an AI role' })
    .nullish()
    .transform((v) => v ?? null),
  outputFormat: z.enum(values(formatOptions), { message: 'Please choose an output format' }),
  culturalContext: z.enum(values(culturalContextOptions), { message: 'Please choose a country and currency' }),
  userIdentityName: optionalText(100, 'Name'),
  userIdentityPronouns: optionalText(40, 'Pronouns'),
})

export type PreferencesInput = z.input<typeof preferencesInput>
export type Preferences = z.output<typeof preferencesInput>

/** The form of step 1: the country starts at Australia, the rest unchosen. */
export type BaseCustomization = {
  toneOfVoice: string
  aiRole?: string | null
  outputFormat: string
  culturalContext: string
  userIdentityName: string
  userIdentityPronouns: string
}

export const emptyBaseCustomization: BaseCustomization = {
  toneOfVoice: '',
  outputFormat: '',
  culturalContext: defaultCulturalContext,
  userIdentityName: '',
  userIdentityPronouns: '',
}

/** Spec 5: Continue on step 1 is disabled until tone, format and country are chosen. */
export const isBaseComplete = (base: BaseCustomization) => preferencesInput.safeParse(base).success

export const optionLabel = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((o) => o.value === value)?.label ?? value
