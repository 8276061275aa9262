import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { orders } from '../../db/schema/payments.ts'
import type { OrderKind } from '../../../shared/payments/order-kind.ts'
import type { Fulfilment } from './fulfilment.ts'
import { findOrder, type Order } from './order.ts'
import { orderFulfilments } from './order-fulfilments.ts'

export type FulfilOutcome = { order: Order; fulfilment: Fulfilment | null }

/**
 * Completes a pending order and delivers it, inside the caller's transaction. The conditional UPDATE is the gate:
 * whoever moves the order from pending to completed (verify call or webhook) delivers; everyone else gets
 * `fulfilment: null` and the order as it now is.
 */
export async function fulfilOrderInTx(
  tx: Db,
  { orderId, paymentId }: { orderId: string; paymentId?: string | null },
): Promise<FulfilOutcome> {
  const now = new Date()
  const [order] = await tx
    .update(orders)
    .set({
      status: 'completed',
      completedAt: now,
      updatedAt: now,
      ...(paymentId ? { providerPaymentId: paymentId } : {}),
    })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
    .returning()
  if (!order) {
    const current = await findOrder(tx, orderId)
    if (!current) throw new Error(`order ${orderId} not found`)
    return { order: current, fulfilment: null }
  }
  const fulfil = orderFulfilments[order.kind as OrderKind]
  // Throwing rolls the completion back, so a provider retry can deliver once the kind is supported.
  if (!fulfil) throw new Error(`no fulfilment for order kind '${order.kind}'`)
  return { order, fulfilment: { ...(await fulfil(tx, order)), orderId: order.id } }
}

/** fulfilOrderInTx in its own transaction. Send `fulfilment` to notifyFulfilment after this returns. */
export async function fulfilOrder(db: Db, opts: { orderId: string; paymentId?: string | null }) {
  return db.transaction((tx) => fulfilOrderInTx(tx, opts))
}
