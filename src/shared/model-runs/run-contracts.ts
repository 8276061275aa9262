import { z } from 'zod'
import { maxModelsPerRun } from './run-limits.ts'

// The run API's bodies, answers and stream events, shared by server and browser (decision 0032).

/** POST /api/model-runs: the customisation runs as saved; the prompt is never taken from the request. */
export const startRunInput = z.object({
  customizationId: z.string().trim().min(1, 'Customization not found').max(100, 'Customization not found'),
  modelIds: z
    .array(z.string().trim().min(1).max(64), { message: 'Choose a model to run' })
    .min(1, 'Choose a model to run')
    .max(maxModelsPerRun, `Choose at most ${maxModelsPerRun} models`)
    .refine((ids) => new Set(ids).size === ids.length, 'Choose each model once'),
})
export type StartRunInput = z.infer<typeof startRunInput>

export const runStatuses = ['running', 'finished', 'stopped', 'failed'] as const
export type RunStatus = (typeof runStatuses)[number]

export const runSummary = z.object({
  id: z.string(),
  customizationId: z.string().nullable(),
  customizationVersion: z.number().int(),
  batchId: z.string(),
  modelId: z.string(),
  modelLabel: z.string(),
  status: z.enum(runStatuses),
  output: z.string(),
  error: z.string().nullable(),
  tokensIn: z.number().int().nullable(),
  tokensOut: z.number().int().nullable(),
  /** False when the provider reported no usage and the counts are estimates. */
  usageReported: z.boolean(),
  ttftMs: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
  reserved: z.number().int(),
  cost: z.number().int().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
})
export type RunSummary = z.infer<typeof runSummary>

/** The events of a run's answer stream (SSE). */
export const runEvent = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('start'),
    runId: z.string(),
    modelId: z.string(),
    modelLabel: z.string(),
    reserved: z.number().int(),
  }),
  z.object({ type: z.literal('delta'), runId: z.string(), text: z.string() }),
  z.object({ type: z.literal('done'), run: runSummary }),
  z.object({ type: z.literal('end'), balance: z.number().int().nullable() }),
])
export type RunEvent = z.infer<typeof runEvent>

export const toRunSseMessage = (event: RunEvent) => ({ event: event.type, data: JSON.stringify(event) })

/** One SSE message's data back into an event; null for anything that is not one. */
export function parseRunEvent(data: string): RunEvent | null {
  try {
    const parsed = runEvent.safeParse(JSON.parse(data))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
