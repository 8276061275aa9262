// The creators' terms in numbers (issue 24, decision 0036).

/** The creator's share of every sale, in percent. */
export const creatorSharePercent = 85
/** Earnings become payable this many days after the sale (most refunds land before money leaves). */
export const payableAfterDays = 14
/** A payout, weekly or on request, needs at least this payable balance (A$20). */
export const minimumPayoutCents = 2000

/**
 * Splits the money a sale took between creator and house. The creator's share is rounded down to the cent and the
 * house keeps the rest, so the two always add up to the sale exactly and the creator never gets more than 85%.
 */
export function splitSale(saleCents: number): { creatorCents: number; houseCents: number } {
  if (!Number.isSafeInteger(saleCents) || saleCents < 0)
    throw new Error('sale must be a whole, non-negative number of cents')
  const creatorCents = Math.floor((saleCents * creatorSharePercent) / 100)
  return { creatorCents, houseCents: saleCents - creatorCents }
}
