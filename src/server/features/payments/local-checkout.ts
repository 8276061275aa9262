import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { AppError } from '../../lib/errors.ts'
import { paymentCancelledPath, paymentSuccessPath } from '../../../shared/payments/return-paths.ts'
import type { OrderKind } from '../../../shared/payments/order-kind.ts'
import { handlePaymentEvent } from './handle-payment-event.ts'
import type { Fulfilment } from './fulfilment.ts'
import { closeOrder, findOrderBySession, type Order } from './order.ts'
import { orderKindOf } from './order-kinds/order-kinds.ts'

// The local test checkout: only its buyer may see, pay or cancel it, and only while it is a local order.
async function ownLocalOrder(db: Db, sessionId: string, userId: string): Promise<Order> {
  const order = await findOrderBySession(db, sessionId)
  if (!order || order.provider !== 'local' || order.userId !== userId)
    throw new AppError('checkout_not_found', 'Checkout not found', 404)
  return order
}

/** GET /api/payments/local/:sessionId: what the test checkout page shows. */
export async function getLocalCheckout(db: Db, { sessionId, userId }: { sessionId: string; userId: string }) {
  const order = await ownLocalOrder(db, sessionId, userId)
  return {
    sessionId,
    kind: order.kind as OrderKind,
    status: order.status,
    item: await itemName(db, order),
    credits: order.credits,
    amountCents: order.amountCents,
    currency: order.currency,
  }
}

/** Pay: stands in for the provider confirming the payment, through the same path as a webhook. */
export async function payLocalCheckout(
  db: Db,
  { sessionId, userId }: { sessionId: string; userId: string },
): Promise<{ redirect: string; fulfilment: Fulfilment | null }> {
  let order = await ownLocalOrder(db, sessionId, userId)
  let fulfilment: Fulfilment | null = null
  if (order.status === 'pending') {
    const { outcome } = await handlePaymentEvent(db, {
      id: `local:${sessionId}:paid`,
      type: 'local.checkout.paid',
      outcome: 'paid',
      sessionId,
      orderId: order.id,
      paymentId: `pay_local_${order.id}`,
      amountCents: order.amountCents,
      currency: order.currency,
    })
    fulfilment = outcome?.fulfilment ?? null
    order = outcome?.order ?? (await ownLocalOrder(db, sessionId, userId))
  }
  if (order.status !== 'completed')
    throw new AppError('checkout_closed', 'This checkout is no longer open', 409)
  return {
    redirect: paymentSuccessPath({ kind: order.kind as OrderKind, promptId: order.promptId, sessionId }),
    fulfilment,
  }
}

/** Cancel: the order can never be paid afterwards. */
export async function cancelLocalCheckout(
  db: Db,
  { sessionId, userId }: { sessionId: string; userId: string },
) {
  const order = await ownLocalOrder(db, sessionId, userId)
  const closed = order.status === 'pending' ? await closeOrder(db, order.id, 'cancelled') : undefined
  const status = closed?.status ?? (await ownLocalOrder(db, sessionId, userId)).status
  if (status === 'completed')
    throw new AppError('checkout_closed', 'This checkout has already been paid', 409)
  return { redirect: paymentCancelledPath() }
}

async function itemName(db: Db, order: Order) {
  let promptName: string | null = null
  if (order.promptId) {
    const [t] = await db
      .select({ name: promptTemplates.name })
      .from(promptTemplates)
      .where(eq(promptTemplates.id, order.promptId))
    promptName = t?.name ?? null
  }
  return orderKindOf(order.kind).checkoutLabel(order, promptName)
}
