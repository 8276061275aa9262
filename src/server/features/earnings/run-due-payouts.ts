import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { AppError } from '../../lib/errors.ts'
import { minimumPayoutCents } from '../../../shared/earnings/creator-share.ts'
import type { PayoutProvider } from './payout-provider.ts'
import { settlePayout } from './settle-payout.ts'
import { startPayout } from './start-payout.ts'

/**
 * One round of the payout runner: first every open payout is settled (a process that stopped between a transfer and
 * its recording left it open; the provider's record of the transfer settles it), then each creator whose payable
 * balance has reached A$20 and who had no payout in the last 7 days is paid (the weekly transfer); a smaller balance
 * is skipped, with no payout row and no error, until it reaches A$20.
 */
export async function runDuePayouts(db: Db, provider: PayoutProvider, opts: { limit?: number } = {}) {
  const limit = opts.limit ?? 50
  const open = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM creator_payouts WHERE status = 'processing' AND provider = ${provider.name}
        ORDER BY created_at LIMIT ${limit}`,
  )
  let settled = 0
  for (const { id } of open) {
    try {
      await settlePayout(db, provider, id)
      settled++
    } catch (err) {
      console.warn(`payout ${id} still open: ${(err as Error).message}`)
    }
  }
  const due = await queryRows<{ creator_id: string }>(
    db,
    sql`
    SELECT a.creator_id FROM creator_payout_accounts a
    WHERE a.payouts_enabled AND NOT a.held AND a.provider = ${provider.name}
      AND NOT EXISTS (SELECT 1 FROM creator_payouts p WHERE p.creator_id = a.creator_id
        AND p.status <> 'failed' AND p.created_at > now() - interval '7 days')
      AND (SELECT coalesce(sum(amount_cents), 0) FROM creator_earnings e
           WHERE e.creator_id = a.creator_id AND e.available_at <= now())
        - (SELECT coalesce(sum(amount_cents), 0) FROM creator_payouts p
           WHERE p.creator_id = a.creator_id AND p.status <> 'failed') >= ${minimumPayoutCents}
    ORDER BY a.creator_id LIMIT ${limit}`,
  )
  let paid = 0
  for (const { creator_id: creatorId } of due) {
    try {
      const payout = await startPayout(db, { creatorId, trigger: 'weekly', provider: provider.name })
      if ((await settlePayout(db, provider, payout.id)).status === 'paid') paid++
    } catch (err) {
      // Another process got there first, or the balance changed meanwhile: the next round looks again.
      if (!(err instanceof AppError))
        console.warn(`weekly payout of ${creatorId} not made: ${(err as Error).message}`)
    }
  }
  return { settled, paid, due: due.length }
}
