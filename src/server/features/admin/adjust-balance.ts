import type { Db } from '../../db/client.ts'
import { adminAudit } from '../../db/schema/activity.ts'
import { isUniqueViolation } from '../../db/pg-errors.ts'
import { AppError } from '../../lib/errors.ts'
import { currentBalance, grantCredits, spendCredits } from '../credits/public.ts'

/**
 * An admin's correction of a balance, with a required reason: the audit row and the ledger row
 * (key admin:<auditId>) commit together. The audit id is the form's adjustmentId, so a repeated submit is a no-op.
 */
export async function adjustBalance(
  db: Db,
  opts: { adminId: string; userId: string; adjustmentId: string; amount: number; reason: string },
): Promise<{ applied: boolean; balance: number }> {
  try {
    return await db.transaction(async (tx) => {
      const before = await currentBalance(tx, opts.userId)
      if (before === null) throw new AppError('not_found', 'Account not found', 404)
      await tx.insert(adminAudit).values({
        id: opts.adjustmentId,
        adminId: opts.adminId,
        action: 'balance.adjust',
        target: opts.userId,
        details: { amount: opts.amount, reason: opts.reason, balanceBefore: before },
      })
      const entry = {
        userId: opts.userId,
        description: `Adjusted by support: ${opts.reason}`,
        referenceId: opts.adjustmentId,
        key: `admin:${opts.adjustmentId}`,
      }
      if (opts.amount > 0)
        return grantCredits(tx, { ...entry, amount: opts.amount, type: 'admin_adjustment' })
      try {
        return await spendCredits(tx, { ...entry, amount: -opts.amount, type: 'admin_adjustment' })
      } catch (err) {
        if (err instanceof AppError && err.code === 'insufficient_credits')
          throw new AppError(
            'balance_too_low',
            `The balance is ${before} credit(s); it cannot go below zero`,
            422,
          )
        throw err
      }
    })
  } catch (err) {
    // The same adjustmentId again: the first submit already did the work.
    if (isUniqueViolation(err, 'admin_audit_pkey'))
      return { applied: false, balance: (await currentBalance(db, opts.userId)) ?? 0 }
    throw err
  }
}
