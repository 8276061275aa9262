import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { modelPreviews } from '../../db/schema/model-previews.ts'
import { tokenEstimate } from '../../../shared/model-runs/run-cost.ts'
import type { previewStatuses } from '../../../shared/model-runs/preview-contracts.ts'
import { ModelError, type ModelPort, type ModelUsage } from './model-port.ts'
import type { StartedPreview } from './start-preview.ts'

export type PreviewOutcome = {
  status: (typeof previewStatuses)[number]
  error: string | null
  /** False when the preview was given back: the provider failed before any output. */
  counted: boolean
}

/**
 * Streams a started preview's answer to `onText` and stops it at the preview's length, whether or not the provider
 * honours the maximum it was asked for (the length is estimated from the text, ~4 bytes a token). Then records the
 * outcome; a provider failure before any output deletes the row, so the member may try again. Never throws for the
 * provider.
 */
export async function streamPreview(
  db: Db,
  {
    port,
    preview,
    signal,
    onText,
  }: { port: ModelPort; preview: StartedPreview; signal: AbortSignal; onText: (text: string) => void },
): Promise<PreviewOutcome> {
  const cut = new AbortController()
  const stop = AbortSignal.any([signal, cut.signal])
  let output = ''
  let usage: ModelUsage | null = null
  let status: PreviewOutcome['status'] = 'finished'
  let error: string | null = null
  try {
    for await (const part of port.stream({
      modelId: preview.modelId,
      prompt: preview.prompt,
      signal: stop,
      maxOutputTokens: preview.maxOutputTokens,
    })) {
      if (part.type === 'finish') {
        usage = part.usage
        continue
      }
      const room = (preview.maxOutputTokens - tokenEstimate(output)) * 4
      const text = room < part.text.length ? part.text.slice(0, Math.max(0, room)) : part.text
      output += text
      if (text) onText(text)
      if (text.length < part.text.length) {
        status = 'cut'
        cut.abort()
        break
      }
    }
    if (status !== 'cut' && signal.aborted) status = 'stopped'
  } catch (err) {
    status = signal.aborted ? 'stopped' : 'failed'
    if (status === 'failed') {
      error = err instanceof ModelError ? err.message : 'The preview failed.'
      if (!(err instanceof ModelError)) console.error(`Preview ${preview.id} failed`, err)
    }
  }
  // A provider that honoured the maximum ends normally at it: that is the cut too.
  if (status === 'finished' && (usage?.outputTokens ?? 0) >= preview.maxOutputTokens) status = 'cut'
  if (status === 'failed' && output === '') {
    await db.delete(modelPreviews).where(eq(modelPreviews.id, preview.id))
    return { status, error, counted: false }
  }
  await db
    .update(modelPreviews)
    .set({
      status,
      tokensIn: usage?.inputTokens ?? tokenEstimate(preview.prompt),
      tokensOut: usage?.outputTokens ?? tokenEstimate(output),
      finishedAt: sql`now()`,
    })
    .where(eq(modelPreviews.id, preview.id))
  return { status, error, counted: true }
}
