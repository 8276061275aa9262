import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { creators, houseCreatorId } from '../../db/schema/creators.ts'
import { creatorPayoutAccounts } from '../../db/schema/earnings.ts'
import { AppError } from '../../lib/errors.ts'
import { recordAudit } from '../admin/public.ts'
import type { PayoutHoldInput } from '../../../shared/earnings/payout-admin.ts'

/**
 * An admin holds a creator's payouts (no new payout starts; earnings keep accruing) or releases them, audited in
 * the same transaction. A creator without a payout account yet gets the row, so the hold applies once they connect.
 */
export async function setPayoutHold(
  db: Db,
  opts: { adminId: string; creatorId: string; provider: 'local' | 'stripe'; input: PayoutHoldInput },
) {
  return db.transaction(async (tx) => {
    const [creator] = await tx
      .select({ id: creators.id })
      .from(creators)
      .where(eq(creators.id, opts.creatorId))
    if (!creator || creator.id === houseCreatorId) throw new AppError('not_found', 'Creator not found', 404)
    const held = opts.input.held
    const values = {
      held,
      holdReason: held ? opts.input.reason : null,
      heldBy: held ? opts.adminId : null,
      heldAt: held ? new Date() : null,
      updatedAt: new Date(),
    }
    await tx
      .insert(creatorPayoutAccounts)
      .values({ creatorId: creator.id, provider: opts.provider, ...values })
      .onConflictDoUpdate({ target: creatorPayoutAccounts.creatorId, set: values })
    await recordAudit(tx, {
      adminId: opts.adminId,
      action: held ? 'creator.payouts_hold' : 'creator.payouts_release',
      target: creator.id,
      details: held ? { reason: opts.input.reason } : {},
    })
    return { creatorId: creator.id, held, holdReason: values.holdReason }
  })
}
