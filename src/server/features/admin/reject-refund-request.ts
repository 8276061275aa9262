import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { refundRequests } from '../../db/schema/activity.ts'
import { AppError } from '../../lib/errors.ts'
import { recordAudit } from './record-audit.ts'

/** Declines a pending money-back request; the reason goes into the audit log. */
export async function rejectRefundRequest(db: Db, opts: { adminId: string; id: string; reason: string }) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(refundRequests)
      .set({ status: 'rejected', decidedAt: new Date(), decidedBy: opts.adminId })
      .where(and(eq(refundRequests.id, opts.id), eq(refundRequests.status, 'pending')))
      .returning()
    if (!row) {
      const [exists] = await tx.select().from(refundRequests).where(eq(refundRequests.id, opts.id))
      if (!exists) throw new AppError('not_found', 'Refund request not found', 404)
      throw new AppError('already_decided', `This request was already ${exists.status}`, 409)
    }
    await recordAudit(tx, {
      adminId: opts.adminId,
      action: 'refund-request.reject',
      target: row.orderId,
      details: { requestId: row.id, userId: row.userId, reason: opts.reason },
    })
    return row
  })
}
