import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { creatorPayouts } from '../../db/schema/earnings.ts'
import { PayoutDeclinedError, type PayoutProvider } from './payout-provider.ts'
import type { Payout } from './start-payout.ts'

/**
 * Sends an open payout's transfer and records the outcome. Safe to run any number of times, in any number of
 * processes, and after a crash: the transfer already made for the payout is looked up first, and a new attempt
 * carries the payout's idempotency key, so the provider makes one transfer. A refusal fails the payout (its amount
 * is payable again, the reason shown); an unreachable provider leaves it open for the next run.
 */
export async function settlePayout(db: Db, provider: PayoutProvider, payoutId: string): Promise<Payout> {
  const [payout] = await db
    .update(creatorPayouts)
    .set({ attempts: sql`${creatorPayouts.attempts} + 1`, updatedAt: new Date() })
    .where(and(eq(creatorPayouts.id, payoutId), eq(creatorPayouts.status, 'processing')))
    .returning()
  if (!payout) {
    const [done] = await db.select().from(creatorPayouts).where(eq(creatorPayouts.id, payoutId))
    if (!done) throw new Error(`payout ${payoutId} not found`)
    return done
  }
  if (payout.provider !== provider.name) return payout
  let transferId: string
  try {
    transferId =
      (await provider.findTransfer({ payoutId }))?.transferId ??
      (
        await provider.transfer({
          payoutId,
          creatorId: payout.creatorId,
          accountId: payout.destination,
          amountCents: payout.amountCents,
          idempotencyKey: payout.idempotencyKey,
        })
      ).transferId
  } catch (err) {
    if (!(err instanceof PayoutDeclinedError)) {
      await db
        .update(creatorPayouts)
        .set({ failureReason: `Will retry: ${(err as Error).message}`, updatedAt: new Date() })
        .where(and(eq(creatorPayouts.id, payoutId), eq(creatorPayouts.status, 'processing')))
      throw err
    }
    return finish(db, payoutId, { status: 'failed', failureReason: err.message })
  }
  return finish(db, payoutId, { status: 'paid', transferId, failureReason: null })
}

// Conditional on 'processing': of two racing settlements (both got the same transfer back), one records it.
async function finish(
  db: Db,
  payoutId: string,
  outcome: { status: 'paid' | 'failed'; transferId?: string; failureReason: string | null },
) {
  const now = new Date()
  const [row] = await db
    .update(creatorPayouts)
    .set({ ...outcome, settledAt: now, updatedAt: now })
    .where(and(eq(creatorPayouts.id, payoutId), eq(creatorPayouts.status, 'processing')))
    .returning()
  if (row) return row
  const [done] = await db.select().from(creatorPayouts).where(eq(creatorPayouts.id, payoutId))
  return done!
}
