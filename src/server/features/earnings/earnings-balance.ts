import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'

export type EarningsBalance = {
  /** Sales (less their refunds) still inside the 14 days. */
  pendingCents: number
  /** Matured earnings not yet paid out; below zero after a refund of money already paid. */
  payableCents: number
  /** Paid out, including a transfer on its way (inTransitCents). */
  paidCents: number
  inTransitCents: number
  /** The sum of the creator's ledger: pending + payable + paid, always. */
  ledgerCents: number
}

/** A creator's balance from the ledger and the payouts, at the database's clock. */
export async function earningsBalance(db: Db, creatorId: string): Promise<EarningsBalance> {
  const [row] = await queryRows<Record<string, string | number | null>>(
    db,
    sql`
    SELECT
      (SELECT coalesce(sum(amount_cents), 0) FROM creator_earnings WHERE creator_id = ${creatorId}) AS ledger,
      (SELECT coalesce(sum(amount_cents), 0) FROM creator_earnings
        WHERE creator_id = ${creatorId} AND available_at > now()) AS pending,
      (SELECT coalesce(sum(amount_cents), 0) FROM creator_payouts
        WHERE creator_id = ${creatorId} AND status = 'paid') AS paid,
      (SELECT coalesce(sum(amount_cents), 0) FROM creator_payouts
        WHERE creator_id = ${creatorId} AND status = 'processing') AS in_transit`,
  )
  const ledgerCents = Number(row!.ledger)
  const pendingCents = Number(row!.pending)
  const inTransitCents = Number(row!.in_transit)
  const paidCents = Number(row!.paid) + inTransitCents
  return {
    pendingCents,
    payableCents: ledgerCents - pendingCents - paidCents,
    paidCents,
    inTransitCents,
    ledgerCents,
  }
}
