import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { modelRuns } from '../../db/schema/model-runs.ts'
import { ModelError, type ModelPort, type ModelUsage } from './model-port.ts'
import { settleModelRun } from './settle-model-run.ts'
import type { RunRow } from './run-row.ts'
import type { RunOutcome } from './run-charge.ts'
import type { OpenedModelStream } from './open-model-stream.ts'

/** How often a streaming run writes what it has so far; a row silent for much longer belongs to a dead process. */
export const heartbeatMs = 5_000

/**
 * Streams one started run from its model to `onText`, then settles it whatever happened: finished, stopped
 * (`signal`: the member's Stop, a closed tab, a server shutting down) or failed. Never throws for the provider.
 */
export async function streamModelRun(
  db: Db,
  {
    port,
    run,
    prompt,
    signal,
    onText,
    opened,
  }: {
    port: ModelPort
    run: RunRow
    prompt: string
    signal: AbortSignal
    onText: (text: string) => void
    /** The model call when the start already opened it (openModelStream); else it is opened here. */
    opened?: OpenedModelStream
  },
): Promise<RunRow> {
  const started = opened?.openedAt ?? performance.now()
  let ttftMs: number | null = null
  let output = ''
  let usage: ModelUsage | null = null
  let status: RunOutcome['status'] = 'finished'
  let error: string | null = null
  const heartbeat = setInterval(() => {
    void saveProgress(db, run.id, output).catch((err) =>
      console.error('Could not record a run in progress', err),
    )
  }, heartbeatMs)
  try {
    for await (const part of opened?.parts ?? port.stream({ modelId: run.modelId, prompt, signal })) {
      if (part.type === 'finish') {
        usage = part.usage
        continue
      }
      ttftMs ??= Math.round(performance.now() - started)
      output += part.text
      onText(part.text)
    }
    if (signal.aborted) status = 'stopped'
  } catch (err) {
    status = signal.aborted ? 'stopped' : 'failed'
    if (status === 'failed') {
      error = err instanceof ModelError ? err.message : 'The run failed.'
      if (!(err instanceof ModelError)) console.error(`Model run ${run.id} failed`, err)
    }
  } finally {
    clearInterval(heartbeat)
  }
  const durationMs = Math.round(performance.now() - started)
  const { run: settled } = await settleModelRun(db, {
    runId: run.id,
    outcome: { status, output, usage, ttftMs, durationMs, error },
  })
  return settled
}

// What streamed so far, and a sign of life for the sweep of settle-stale-runs.ts.
async function saveProgress(db: Db, runId: string, output: string) {
  await db
    .update(modelRuns)
    .set({ output, heartbeatAt: sql`now()` })
    .where(and(eq(modelRuns.id, runId), eq(modelRuns.status, 'running')))
}
