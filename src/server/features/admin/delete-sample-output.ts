import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sampleOutputs } from '../../db/schema/sample-outputs.ts'
import { AppError } from '../../lib/errors.ts'
import type { RealtimeEvent } from '../realtime/public.ts'
import { recordAudit } from './record-audit.ts'

/** Deletes a sample output (a wrong paste, an answer to an old prompt); audited with what it was. */
export async function deleteSampleOutput(db: Db, { adminId, id }: { adminId: string; id: string }) {
  const promptId = await db.transaction(async (tx) => {
    const [row] = await tx.delete(sampleOutputs).where(eq(sampleOutputs.id, id)).returning({
      promptId: sampleOutputs.promptId,
      modelName: sampleOutputs.modelName,
      producedOn: sampleOutputs.producedOn,
      status: sampleOutputs.status,
    })
    if (!row) throw new AppError('not_found', 'Sample output not found', 404)
    await recordAudit(tx, {
      adminId,
      action: 'sample-output.delete',
      target: row.promptId,
      details: { sampleId: id, modelName: row.modelName, producedOn: row.producedOn, status: row.status },
    })
    return row.promptId
  })
  const events: RealtimeEvent[] = [{ type: 'template-updated', templateId: promptId }]
  return { events }
}
