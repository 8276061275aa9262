import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sampleOutputs } from '../../db/schema/sample-outputs.ts'
import { AppError } from '../../lib/errors.ts'
import type { RealtimeEvent } from '../realtime/public.ts'
import type { SampleOutputStatus } from '../../../shared/catalog/sample-output.ts'
import { recordAudit } from './record-audit.ts'

/**
 * Publishes a reviewed sample output (it shows on the detail page) or takes it back to draft. The caller publishes
 * the returned template-updated event after commit, so the catalogue cache and open detail pages reload.
 */
export async function setSampleOutputStatus(
  db: Db,
  { adminId, id, status }: { adminId: string; id: string; status: SampleOutputStatus },
) {
  const promptId = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(sampleOutputs)
      .set({ status, publishedAt: status === 'published' ? sql`now()` : null })
      .where(eq(sampleOutputs.id, id))
      .returning({ promptId: sampleOutputs.promptId, modelName: sampleOutputs.modelName })
    if (!row) throw new AppError('not_found', 'Sample output not found', 404)
    await recordAudit(tx, {
      adminId,
      action: status === 'published' ? 'sample-output.publish' : 'sample-output.unpublish',
      target: row.promptId,
      details: { sampleId: id, modelName: row.modelName },
    })
    return row.promptId
  })
  const events: RealtimeEvent[] = [{ type: 'template-updated', templateId: promptId }]
  return { events }
}
