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
  { value: 'international', label: 'International' },
] as const

// Spec 3: user_identity_pronouns is always 'they/them'.
export const pronouns = 'they/them'

const values = <T extends readonly { value: string }[]>(options: T) =>
  options.map((o) => o.value) as [T[number]['value'], ...T[number]['value'][]]

export type Tone = (typeof toneOptions)[number]['value']
export type Role = (typeof roleOptions)[number]['value']
export type OutputFormat = (typeof formatOptions)[number]['value']
export type CulturalContext = (typeof culturalContextOptions)[number]['value']

/** PUT /api/preferences: the four choices are required, the name is optional. */
export const preferencesInput = z.object({
  toneOfVoice: z.enum(values(toneOptions), { message: 'Please choose a tone of voice' }),
  aiRole: z.enum(values(roleOptions), { message: 'Please choose an AI role' }),
  outputFormat: z.enum(values(formatOptions), { message: 'Please choose an output format' }),
  culturalContext: z.enum(values(culturalContextOptions), { message: 'Please choose a cultural context' }),
  userIdentityName: z
    .string({ message: 'Name must be text' })
    .trim()
    .max(100, 'Name must be at most 100 characters')
    .nullish()
    .transform((v) => (v ? v : null)),
})

export type PreferencesInput = z.input<typeof preferencesInput>
export type Preferences = z.output<typeof preferencesInput> & { userIdentityPronouns: typeof pronouns }

/** The form of step 1, where nothing is chosen yet. */
export type BaseCustomization = {
  toneOfVoice: string
  aiRole: string
  outputFormat: string
  culturalContext: string
  userIdentityName: string
  userIdentityPronouns: typeof pronouns
}

export const emptyBaseCustomization: BaseCustomization = {
  toneOfVoice: '',
  aiRole: '',
  outputFormat: '',
  culturalContext: '',
  userIdentityName: '',
  userIdentityPronouns: pronouns,
}

/** Spec 5: Continue on step 1 is disabled until tone, role, format and cultural context are chosen. */
export const isBaseComplete = (base: BaseCustomization) => preferencesInput.safeParse(base).success

export const optionLabel = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((o) => o.value === value)?.label ?? value
