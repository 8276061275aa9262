import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { modelRuns } from '../../db/schema/model-runs.ts'
import { grantCredits } from '../credits/public.ts'
import { chargeFor, type RunOutcome } from './run-charge.ts'
import type { RunRow } from './run-row.ts'

/**
 * Ends a run once: records its outcome and returns the unused part of the reservation ('run:<id>:settle').
 * The row leaving 'running' under its lock is what makes a second settlement (a stop racing the end, a sweep
 * racing a live stream) change nothing.
 */
export async function settleModelRun(
  db: Db,
  { runId, outcome }: { runId: string; outcome: RunOutcome },
): Promise<{ run: RunRow; applied: boolean }> {
  return db.transaction(async (tx) => {
    const [run] = await tx.select().from(modelRuns).where(eq(modelRuns.id, runId)).for('update')
    if (!run) throw new Error(`model run ${runId} not found`)
    if (run.status !== 'running') return { run, applied: false }
    const charge = chargeFor(run, outcome)
    const [settled] = await tx
      .update(modelRuns)
      .set({
        status: outcome.status,
        output: outcome.output,
        error: outcome.error,
        tokensIn: charge.tokensIn,
        tokensOut: charge.tokensOut,
        usageReported: charge.usageReported,
        ttftMs: outcome.ttftMs,
        durationMs: outcome.durationMs,
        cost: charge.cost,
        finishedAt: sql`now()`,
      })
      .where(and(eq(modelRuns.id, runId), eq(modelRuns.status, 'running')))
      .returning()
    const unused = run.reserved - charge.cost
    if (unused > 0)
      await grantCredits(tx, {
        userId: run.userId,
        amount: unused,
        type: 'model_run_refund',
        description: `Model run on ${run.modelLabel}: ${unused} unused credit(s) returned`,
        referenceId: run.id,
        key: `run:${run.id}:settle`,
      })
    return { run: settled!, applied: true }
  })
}
