import { z } from 'zod'

// Sample outputs (decision 0026): what a named AI model answered to a template's sample persona prompt.

export const sampleOutputStatuses = ['draft', 'published'] as const
export type SampleOutputStatus = (typeof sampleOutputStatuses)[number]

const isoDay = /^\d{4}-\d{2}-\d{2}$/
// A model cannot have answered tomorrow: a day of grace covers the time zones ahead of the server's.
const latestDay = () => new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10)

/** POST /api/admin/templates/:id/samples: who answered, when, and the answer as the model gave it. */
export const sampleOutputInput = z.object({
  modelName: z
    .string({ message: 'Enter the name of the AI model' })
    .trim()
    .min(1, 'Enter the name of the AI model')
    .max(100, 'The model name must be at most 100 characters'),
  producedOn: z
    .string({ message: 'Enter the date the model gave this answer' })
    .regex(isoDay, 'Enter the date the model gave this answer')
    .refine(
      (d) =>
        !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
      'Enter a real date',
    )
    .refine((d) => d >= '2020-01-01', 'The date must be in 2020 or later')
    .refine((d) => d <= latestDay(), 'The date cannot be in the future'),
  output: z
    .string({ message: "Paste the model's answer" })
    .trim()
    .min(20, "Paste the model's whole answer (at least 20 characters)")
    .max(60_000, 'The answer must be at most 60,000 characters'),
})
export type SampleOutputInput = z.input<typeof sampleOutputInput>

/** POST /api/admin/templates/:id/samples/generate: which configured model answers the sample persona's prompt. */
export const generateSampleInput = z.object({
  modelId: z.string({ message: 'Choose a model' }).trim().min(1, 'Choose a model').max(64, 'Choose a model'),
})

/** What a generated draft says of itself: the model's label and the day it answered. */
export type GeneratedSample = { id: string; modelName: string; producedOn: string }

export const sampleOutputStatusInput = z.object({
  status: z.enum(sampleOutputStatuses, { message: 'Status must be draft or published' }),
})

/** A published sample as anyone sees it, with its provenance. */
export type PublicSampleOutput = {
  id: string
  modelName: string
  producedOn: string
  output: string
  publishedAt: string
}

/** A sample as admins review it. `promptChanged`: the template was edited after the model answered. */
export type AdminSampleOutput = Omit<PublicSampleOutput, 'publishedAt'> & {
  status: SampleOutputStatus
  publishedAt: string | null
  createdAt: string
  createdBy: string
  promptChanged: boolean
}

/** The admin's view of a template's samples, with the exact prompt to give a model for a new one. */
export type AdminSampleOutputs = { items: AdminSampleOutput[]; samplePrompt: string }
