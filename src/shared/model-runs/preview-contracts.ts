import { z } from 'zod'
import { previewAnswerMax } from './preview-limits.ts'

// The free preview of a template on a detail page (decision 0033): its body and stream events, shared by server
// and browser (its limits are in preview-limits.ts). The prompt is built on the server from the template; only the
// model's answer comes back.

/** POST /api/model-previews. `answers` keys are the ids of the first questions the detail page shows. */
export const startPreviewInput = z.object({
  templateId: z.string().trim().min(1, 'Prompt not found').max(200, 'Prompt not found'),
  modelId: z.string().trim().min(1, 'Choose a model').max(64, 'Choose a model'),
  useSamplePersona: z.boolean().default(false),
  answers: z
    .record(
      z.string().max(200),
      z.string().trim().max(previewAnswerMax, `Keep each answer under ${previewAnswerMax} characters`),
    )
    .default({}),
})
export type StartPreviewInput = z.input<typeof startPreviewInput>

export const previewStatuses = ['finished', 'cut', 'stopped', 'failed'] as const

/** The events of a preview's answer stream (SSE). */
export const previewEvent = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('start'),
    modelId: z.string(),
    modelLabel: z.string(),
    maxOutputTokens: z.number().int(),
  }),
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({
    type: z.literal('done'),
    /** 'cut': the answer reached the preview's length; 'failed' carries the member's message in `error`. */
    status: z.enum(previewStatuses),
    error: z.string().nullable(),
    /** False when nothing was counted (a provider failure before any output). */
    counted: z.boolean(),
  }),
])
export type PreviewEvent = z.infer<typeof previewEvent>

export const toPreviewSseMessage = (event: PreviewEvent) => ({
  event: event.type,
  data: JSON.stringify(event),
})

/** One SSE message's data back into an event; null for anything that is not one. */
export function parsePreviewEvent(data: string): PreviewEvent | null {
  try {
    const parsed = previewEvent.safeParse(JSON.parse(data))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
