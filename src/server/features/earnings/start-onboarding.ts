import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { creatorPayoutAccounts } from '../../db/schema/earnings.ts'
import { AppError } from '../../lib/errors.ts'
import type { PayoutProvider } from './payout-provider.ts'

/**
 * The link where the creator connects (or finishes connecting) their payout account. The account is created once:
 * the provider's idempotency key is the creator, and the row's primary key keeps one per creator if two clicks race.
 */
export async function startOnboarding(
  db: Db,
  provider: PayoutProvider,
  opts: { creatorId: string; email: string; country: string; appUrl: string },
): Promise<{ url: string }> {
  let [account] = await db
    .select()
    .from(creatorPayoutAccounts)
    .where(eq(creatorPayoutAccounts.creatorId, opts.creatorId))
  if (!account?.accountId) {
    const { accountId } = await provider.createAccount(opts)
    await db
      .insert(creatorPayoutAccounts)
      .values({ creatorId: opts.creatorId, provider: provider.name, accountId })
      .onConflictDoNothing()
    ;[account] = await db
      .select()
      .from(creatorPayoutAccounts)
      .where(eq(creatorPayoutAccounts.creatorId, opts.creatorId))
  }
  if (!account?.accountId || account.provider !== provider.name)
    throw new AppError('provider_mismatch', 'Your payout account belongs to another payment provider', 409)
  const back = `${opts.appUrl}/studio/earnings`
  return provider.accountLink({
    accountId: account.accountId,
    refreshUrl: `${back}?onboarding=retry`,
    returnUrl: `${back}?onboarding=done`,
  })
}
