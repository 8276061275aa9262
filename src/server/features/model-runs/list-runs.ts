import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { modelRuns } from '../../db/schema/model-runs.ts'
import { findOwnCustomization } from '../customizations/public.ts'
import type { RunSummary } from '../../../shared/model-runs/run-contracts.ts'
import { toRunSummary } from './run-row.ts'

export const runHistoryLimit = 30

/** GET /api/customizations/:id/runs: the caller's runs of their own customisation, newest first (else 404). */
export async function listRuns(
  db: Db,
  { userId, customizationId }: { userId: string; customizationId: string },
): Promise<RunSummary[]> {
  const customization = await findOwnCustomization(db, { userId, id: customizationId })
  const rows = await db
    .select()
    .from(modelRuns)
    .where(eq(modelRuns.customizationId, customization.id))
    .orderBy(desc(modelRuns.startedAt), desc(modelRuns.id))
    .limit(runHistoryLimit)
  return rows.map(toRunSummary)
}
