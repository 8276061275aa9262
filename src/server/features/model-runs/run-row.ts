import { modelRuns } from '../../db/schema/model-runs.ts'
import type { RunSummary } from '../../../shared/model-runs/run-contracts.ts'

export type RunRow = typeof modelRuns.$inferSelect

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString())

export const toRunSummary = (row: RunRow): RunSummary => ({
  id: row.id,
  customizationId: row.customizationId,
  customizationVersion: row.customizationVersion,
  batchId: row.batchId,
  modelId: row.modelId,
  modelLabel: row.modelLabel,
  status: row.status as RunSummary['status'],
  output: row.output,
  error: row.error,
  tokensIn: row.tokensIn,
  tokensOut: row.tokensOut,
  usageReported: row.usageReported,
  ttftMs: row.ttftMs,
  durationMs: row.durationMs,
  reserved: row.reserved,
  cost: row.cost,
  startedAt: iso(row.startedAt)!,
  finishedAt: iso(row.finishedAt),
})
