import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { creatorPayoutAccounts } from '../../db/schema/earnings.ts'
import type { AccountState } from './payout-provider.ts'

/**
 * A connected account's state (Stripe's account.updated, or the local simulation's onboarding page: the same path).
 * Returns false for an account that is not one of ours.
 */
export async function applyAccountUpdate(db: Db, state: AccountState): Promise<boolean> {
  const updated = await db
    .update(creatorPayoutAccounts)
    .set({
      detailsSubmitted: state.detailsSubmitted,
      payoutsEnabled: state.payoutsEnabled,
      disabledReason: state.payoutsEnabled ? null : state.disabledReason,
      updatedAt: new Date(),
    })
    .where(eq(creatorPayoutAccounts.accountId, state.accountId))
    .returning({ creatorId: creatorPayoutAccounts.creatorId })
  return updated.length > 0
}
