import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { houseCreatorId } from '../../db/schema/creators.ts'
import { creatorEarnings } from '../../db/schema/earnings.ts'
import { payableAfterDays, splitSale } from '../../../shared/earnings/creator-share.ts'

/**
 * Credits the creator of a sold template with their share, inside the sale's transaction (only `tx`). House templates
 * earn nobody anything. The reference is unique, so a sale is credited once however often fulfilment runs.
 * Returns the entry, or null for a house template (or a repeat).
 */
export async function recordSaleEarning(
  tx: Db,
  sale: {
    templateId: string
    /** The money the sale took: the order's amount, or the value of the credits spent (decision 0036). */
    saleCents: number
    method: 'direct' | 'credits'
    orderId?: string
    purchaseId?: string
  },
) {
  const [template] = await tx
    .select({ creatorId: promptTemplates.creatorId })
    .from(promptTemplates)
    .where(eq(promptTemplates.id, sale.templateId))
  if (!template || template.creatorId === houseCreatorId) return null
  const { creatorCents, houseCents } = splitSale(sale.saleCents)
  const reference = sale.orderId ? `sale:order:${sale.orderId}` : `sale:purchase:${sale.purchaseId}`
  const [entry] = await tx
    .insert(creatorEarnings)
    .values({
      creatorId: template.creatorId,
      kind: 'sale',
      amountCents: creatorCents,
      saleCents: sale.saleCents,
      houseCents,
      method: sale.method,
      templateId: sale.templateId,
      orderId: sale.orderId ?? null,
      purchaseId: sale.purchaseId ?? null,
      reference,
      availableAt: sql`now() + make_interval(days => ${payableAfterDays})`,
    })
    .onConflictDoNothing()
    .returning()
  return entry ?? null
}
