import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { settleModelRun } from './settle-model-run.ts'

/** A 'running' row whose heartbeat is this old was left by a process that died mid-stream (heartbeat: 5 s). */
export const staleAfterMs = 30_000

/**
 * Settles the runs a crashed process left 'running' (decision 0032): charged for the prompt and the text recorded
 * before the crash (estimated; the provider's usage never arrived), nothing when none was recorded; the rest of the
 * reservation is returned. Run at start-up and every so often while the server is up.
 */
export async function settleStaleRuns(db: Db, { olderThanMs = staleAfterMs } = {}): Promise<string[]> {
  const stale = await queryRows<{ id: string; output: string; ms: number }>(
    db,
    sql`SELECT id, output, (extract(epoch FROM heartbeat_at - started_at) * 1000)::int AS ms
        FROM model_runs
        WHERE status = 'running' AND heartbeat_at < now() - make_interval(secs => ${olderThanMs / 1000})`,
  )
  const settled: string[] = []
  for (const row of stale) {
    const { applied } = await settleModelRun(db, {
      runId: row.id,
      outcome: {
        status: 'failed',
        output: row.output,
        usage: null,
        ttftMs: null,
        durationMs: Number(row.ms),
        error:
          'The server stopped while this answer was streaming. You were charged only for what was recorded.',
      },
    })
    if (applied) settled.push(row.id)
  }
  return settled
}
