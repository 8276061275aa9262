import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { creatorPayoutAccounts } from '../../db/schema/earnings.ts'
import { AppError } from '../../lib/errors.ts'
import { applyAccountUpdate } from './apply-account-update.ts'
import type { PayoutProvider } from './payout-provider.ts'

/**
 * The local simulation's onboarding page submits here: the creator's own account (from the session, not the request)
 * goes through the same update a Stripe account.updated webhook applies. Not there with Stripe.
 */
export async function completeTestOnboarding(
  db: Db,
  provider: PayoutProvider,
  { creatorId }: { creatorId: string },
) {
  if (provider.name !== 'local') throw new AppError('not_found', 'Not found', 404)
  const [account] = await db
    .select({ accountId: creatorPayoutAccounts.accountId })
    .from(creatorPayoutAccounts)
    .where(eq(creatorPayoutAccounts.creatorId, creatorId))
  if (!account?.accountId)
    throw new AppError('payouts_not_set_up', 'Start setting up payouts from your earnings page first.', 409)
  await applyAccountUpdate(db, {
    accountId: account.accountId,
    detailsSubmitted: true,
    payoutsEnabled: true,
    disabledReason: null,
  })
  return { ok: true as const }
}
