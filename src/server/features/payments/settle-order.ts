import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { orders } from '../../db/schema/payments.ts'
import type { Fulfilment } from './fulfilment.ts'
import { closeOrder, findOrder, type Order } from './order.ts'
import { orderKindOf } from './order-kinds/order-kinds.ts'
import type { ProviderSession } from './payment-provider.ts'

export type FulfilOutcome = { order: Order; fulfilment: Fulfilment | null }

type ProviderState = Pick<ProviderSession, 'paymentId' | 'amountCents' | 'currency'> & {
  state: ProviderSession['state'] | 'ignored'
}

/**
 * Applies what the provider says about a checkout to its order, inside the caller's transaction: a payment in full
 * completes and delivers the order (once), a failure or expiry closes it. Send `fulfilment` to notifyFulfilment
 * after the transaction commits.
 */
export async function settleOrderInTx(tx: Db, order: Order, provider: ProviderState): Promise<FulfilOutcome> {
  if (provider.state === 'paid') {
    if (!paidInFull(order, provider)) {
      console.error(
        `order ${order.id}: provider reports ${provider.amountCents} ${provider.currency}, expected ${order.amountCents} ${order.currency}`,
      )
      return current(tx, await closeOrder(tx, order.id, 'failed'), order.id)
    }
    return completeOrder(tx, order.id, provider.paymentId)
  }
  if (provider.state === 'failed' || provider.state === 'expired')
    return current(tx, await closeOrder(tx, order.id, provider.state), order.id)
  return { order, fulfilment: null }
}

/**
 * The conditional UPDATE is the gate: whoever moves the order from pending to completed (verify call or webhook)
 * delivers; everyone else gets `fulfilment: null` and the order as it now is.
 */
async function completeOrder(tx: Db, orderId: string, paymentId: string | null): Promise<FulfilOutcome> {
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
  if (!order) return current(tx, undefined, orderId)
  // Throwing rolls the completion back, so a provider retry can deliver once the kind is supported.
  const fulfilment = await orderKindOf(order.kind).fulfil(tx, order)
  return { order, fulfilment: { ...fulfilment, orderId: order.id } }
}

// Sessions are built from our prices; a different amount means something is wrong, so nothing is delivered.
const paidInFull = (order: Order, p: ProviderState) =>
  (p.amountCents === null || p.amountCents === order.amountCents) &&
  (p.currency === null || p.currency.toLowerCase() === order.currency)

async function current(tx: Db, changed: Order | undefined, orderId: string): Promise<FulfilOutcome> {
  const order = changed ?? (await findOrder(tx, orderId))
  if (!order) throw new Error(`order ${orderId} not found`)
  return { order, fulfilment: null }
}
