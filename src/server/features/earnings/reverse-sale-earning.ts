import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { creatorEarnings } from '../../db/schema/earnings.ts'

/**
 * A refund takes back exactly what the sale gave the creator, inside the refund's transaction (only `tx`). It counts
 * from its sale's payable date (so a refund within the 14 days cancels the pending sale) or from now when that has
 * passed: after a payout it comes out of the next earnings, and the balance may go below zero meanwhile.
 */
export async function reverseSaleEarning(tx: Db, { orderId }: { orderId: string }) {
  const [sale] = await tx
    .select()
    .from(creatorEarnings)
    .where(eq(creatorEarnings.reference, `sale:order:${orderId}`))
  if (!sale) return null
  const [entry] = await tx
    .insert(creatorEarnings)
    .values({
      creatorId: sale.creatorId,
      kind: 'refund',
      amountCents: -sale.amountCents,
      saleCents: -sale.saleCents,
      houseCents: -sale.houseCents,
      method: sale.method,
      templateId: sale.templateId,
      orderId: sale.orderId,
      purchaseId: sale.purchaseId,
      reference: `refund:order:${orderId}`,
      availableAt: sql`greatest(now(), ${sale.availableAt.toISOString()}::timestamptz)`,
    })
    .onConflictDoNothing()
    .returning()
  return entry ?? null
}
