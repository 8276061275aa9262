import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { promptPurchases } from '../../db/schema/purchases.ts'
import type { Fulfilment } from '../payments/fulfilment.ts'
import type { Order } from '../payments/order.ts'

// A paid one-time prompt purchase: the buyer owns the template for life. If they came to own it by another
// path meanwhile (credits, a second checkout), the unique index keeps one purchase row and we log the double payment.
export async function fulfilPromptOrder(tx: Db, order: Order): Promise<Fulfilment> {
  if (!order.promptId) throw new Error(`prompt order ${order.id} has no prompt id`)
  const inserted = await tx
    .insert(promptPurchases)
    .values({
      userId: order.userId,
      promptId: order.promptId,
      purchaseMethod: 'direct',
      status: 'completed',
      orderId: order.id,
    })
    .onConflictDoNothing()
    .returning({ id: promptPurchases.id })
  if (inserted.length === 0)
    console.warn(
      `order ${order.id} paid for prompt ${order.promptId} that user ${order.userId} already owns; refund it`,
    )
  const [template] = await tx
    .select({ name: promptTemplates.name })
    .from(promptTemplates)
    .where(eq(promptTemplates.id, order.promptId))
  return {
    userId: order.userId,
    item: `${template?.name ?? order.promptId} (prompt template, lifetime access)`,
    details: ['Open it from My Library to customise it for you.'],
  }
}
