import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { creatorPayoutAccounts, creatorPayouts } from '../../db/schema/earnings.ts'
import { AppError } from '../../lib/errors.ts'
import { minimumPayoutCents } from '../../../shared/earnings/creator-share.ts'
import { earningsBalance } from './earnings-balance.ts'

export type Payout = typeof creatorPayouts.$inferSelect

/**
 * Opens a payout of the creator's whole payable balance, holding their payout account's row lock so two runs (a
 * request racing the weekly job, or a double click) open one. An open payout is returned as it is, to be settled.
 * The row commits before any transfer is sent: from then on its amount counts as paid, and its idempotency key
 * (derived from the row) makes every later attempt the same transfer.
 */
export async function startPayout(
  db: Db,
  opts: { creatorId: string; trigger: 'weekly' | 'request'; provider: 'local' | 'stripe' },
): Promise<Payout> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select()
      .from(creatorPayoutAccounts)
      .where(eq(creatorPayoutAccounts.creatorId, opts.creatorId))
      .for('update')
    if (!account?.accountId || !account.payoutsEnabled)
      throw new AppError(
        'payouts_not_set_up',
        'Set up payouts first: finish connecting your payout account.',
        409,
      )
    const [open] = await tx
      .select()
      .from(creatorPayouts)
      .where(and(eq(creatorPayouts.creatorId, opts.creatorId), eq(creatorPayouts.status, 'processing')))
    if (open) return open
    if (account.held)
      throw new AppError('payouts_on_hold', 'Your payouts are on hold. Please contact support.', 409)
    if (account.provider !== opts.provider)
      throw new AppError('provider_mismatch', 'This payout account belongs to another payment provider', 409)
    const { payableCents } = await earningsBalance(tx, opts.creatorId)
    // The same A$20 for the weekly run and a request (issue 24); the runner skips a smaller balance before this.
    if (payableCents < minimumPayoutCents)
      throw new AppError(
        'below_minimum',
        `You can request a payout once A$${(minimumPayoutCents / 100).toFixed(2)} is payable.`,
        422,
      )
    const id = randomUUID()
    const [payout] = await tx
      .insert(creatorPayouts)
      .values({
        id,
        creatorId: opts.creatorId,
        amountCents: payableCents,
        trigger: opts.trigger,
        provider: account.provider,
        destination: account.accountId,
        idempotencyKey: `payout:${id}`,
      })
      .returning()
    return payout!
  })
}
