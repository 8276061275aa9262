import type { Db } from '../../db/client.ts'
import { createMasterCode } from '../gifts/public.ts'
import type { CreateMasterCodeInput } from '../../../shared/gifts/master-code.ts'
import { recordAudit } from './record-audit.ts'

/** A master code created in the console: the gifts use case and an audit row, in one transaction. */
export async function createMasterCodeAsAdmin(
  db: Db,
  { adminId, input }: { adminId: string; input: CreateMasterCodeInput },
) {
  return db.transaction(async (tx) => {
    const row = await createMasterCode(tx, { ...input, createdBy: adminId })
    await recordAudit(tx, {
      adminId,
      action: 'master-code.create',
      target: row.id,
      details: { code: row.code, credits: row.credits, maxUses: row.maxUses, expiresAt: row.expiresAt },
    })
    return row
  })
}
