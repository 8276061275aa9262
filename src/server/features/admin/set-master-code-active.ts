import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { masterCodes } from '../../db/schema/gifts.ts'
import { AppError } from '../../lib/errors.ts'
import { recordAudit } from './record-audit.ts'

/** Deactivates (or reactivates) a master code; redemptions already made stay. */
export async function setMasterCodeActive(
  db: Db,
  { adminId, id, active }: { adminId: string; id: string; active: boolean },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(masterCodes).set({ active }).where(eq(masterCodes.id, id)).returning()
    if (!row) throw new AppError('not_found', 'Master code not found', 404)
    await recordAudit(tx, {
      adminId,
      action: 'master-code.update',
      target: id,
      details: { code: row.code, active },
    })
    return row
  })
}
