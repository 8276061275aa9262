import { z } from 'zod'

const maxAnswers = 200
const answer = z.union([
  z.string().max(10_000, 'An answer is too long'),
  z.array(z.string().max(1_000, 'An option is too long')).max(200, 'Too many options chosen'),
])

// The base customisation kept with a saved customisation: step 1's choices as they were when it was made.
const baseCustomization = z.object({
  toneOfVoice: z.string().max(50),
  aiRole: z.string().max(50).nullish(),
  outputFormat: z.string().max(50),
  culturalContext: z.string().max(50),
  userIdentityName: z.string().max(100).nullish(),
  userIdentityPronouns: z.string().max(40).nullish(),
})

export const customizationData = z.object({
  baseCustomization,
  promptAnswers: z
    .record(z.string().max(200), answer)
    .refine((a) => Object.keys(a).length <= maxAnswers, 'Too many answers'),
})

const title = z
  .string({ message: 'Please enter a title for your customization' })
  .trim()
  .min(1, 'Please enter a title for your customization')
  .max(200, 'Title must be at most 200 characters')

const summary = z
  .string()
  .trim()
  .max(2_000, 'Summary must be at most 2000 characters')
  .nullish()
  .transform((v) => (v ? v : null))

const generatedPrompt = z
  .string({ message: 'Generate the prompt first' })
  .min(1, 'Generate the prompt first')
  .max(200_000, 'The generated prompt is too long')

/** POST /api/customizations */
export const createCustomizationInput = z.object({
  promptId: z.string().trim().min(1, 'Choose a prompt').max(200),
  customizationData,
  generatedPrompt,
  title,
  summary,
})

/** PUT /api/customizations/:id: the prompt never changes; the earlier version is kept. */
export const updateCustomizationInput = createCustomizationInput.omit({ promptId: true })

export type CreateCustomizationInput = z.input<typeof createCustomizationInput>
export type UpdateCustomizationInput = z.input<typeof updateCustomizationInput>

/** A saved customisation as the API returns it. */
export type SavedCustomization = {
  id: string
  promptId: string
  promptName: string | null
  customizationData: {
    baseCustomization: Record<string, unknown>
    promptAnswers: Record<string, string | string[]>
  }
  generatedPrompt: string
  title: string
  summary: string | null
  version: number
  createdAt: string
  updatedAt: string
}

/** A row of the saved-customisations list: `canEdit` is false where the caller cannot load the prompt's questions. */
export type ListedCustomization = SavedCustomization & { canEdit: boolean }

export type CustomizationVersion = {
  id: string
  version: number
  customizationData: SavedCustomization['customizationData']
  generatedPrompt: string
  title: string
  summary: string | null
  createdAt: string
}
