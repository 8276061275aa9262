import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { refundRequests } from '../../db/schema/activity.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { orders } from '../../db/schema/payments.ts'
import { orderRefunds } from '../../db/schema/refunds.ts'
import { AppError } from '../../lib/errors.ts'
import { recordAudit } from '../admin/public.ts'
import { orderKindOf } from './order-kinds/order-kinds.ts'
import { PaymentProviderError, type PaymentProvider } from './payment-provider.ts'
import { assertRefundable } from './refund-period.ts'

export type RefundOutcome = {
  alreadyRefunded: boolean
  orderId: string
  userId: string
  kind: string
  item: string
  amountCents: number
  creditsReversed: number
  partial: boolean
  /** The buyer's balance after a credit package refund. */
  balance: number | null
}

/**
 * Refunds a paid order within the money-back period (decision 0013), once: for an admin, and for a buyer's request
 * that qualifies for an automatic refund (decision 0014; `adminId` is then automaticRefundBy). In one transaction,
 * holding the order's row lock (and whatever its kind's reversal locks) so nothing can be spent meanwhile: takes back
 * what the order gave, asks the provider to return the money, then marks the order refunded. A provider error rolls
 * everything back. Mail and realtime events are the caller's, after this returns (notifyRefund).
 */
export async function refundOrder(
  db: Db,
  provider: PaymentProvider,
  opts: { adminId: string; orderId: string; reason: string; partial: boolean },
): Promise<RefundOutcome> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, opts.orderId)).for('update')
    if (!order) throw new AppError('not_found', 'Order not found', 404)
    const kind = orderKindOf(order.kind)
    // The buyer reads the prompt's name in the refund e-mail, not its id.
    const [template] = order.promptId
      ? await tx
          .select({ name: promptTemplates.name })
          .from(promptTemplates)
          .where(eq(promptTemplates.id, order.promptId))
      : []
    const item = kind.describe(order, template?.name ?? null)
    const base = { orderId: order.id, userId: order.userId, kind: order.kind, item }

    if (order.status === 'refunded') {
      const [done] = await tx.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id))
      return {
        ...base,
        alreadyRefunded: true,
        amountCents: done?.amountCents ?? order.amountCents,
        creditsReversed: done?.creditsReversed ?? 0,
        partial: done?.partial ?? false,
        balance: null,
      }
    }
    assertRefundable(order)
    if (order.provider !== provider.name)
      throw new AppError(
        'provider_mismatch',
        `This order was paid through ${order.provider}, and this server is set up for ${provider.name}`,
        409,
      )

    const reversal = await kind.reverse(tx, order, { item, partial: opts.partial })
    let refund
    try {
      refund = await provider.refund({
        id: order.id,
        providerSessionId: order.providerSessionId,
        providerPaymentId: order.providerPaymentId,
        amountCents: reversal.amountCents,
      })
    } catch (err) {
      if (err instanceof PaymentProviderError)
        throw new AppError(
          'refund_failed',
          'The payment provider could not refund this order. Nothing was changed; please try again.',
          502,
        )
      throw err
    }

    const now = new Date()
    await tx
      .update(orders)
      .set({ status: 'refunded', refundedAt: now, updatedAt: now })
      .where(eq(orders.id, order.id))
    await tx.insert(orderRefunds).values({
      orderId: order.id,
      userId: order.userId,
      adminId: opts.adminId,
      amountCents: reversal.amountCents,
      creditsReversed: reversal.creditsReversed,
      partial: reversal.partial,
      reason: opts.reason,
      provider: provider.name,
      providerRefundId: refund.refundId,
      providerStatus: refund.status,
    })
    await tx
      .update(refundRequests)
      .set({ status: 'refunded', decidedAt: now, decidedBy: opts.adminId })
      .where(and(eq(refundRequests.orderId, order.id), eq(refundRequests.status, 'pending')))
    await recordAudit(tx, {
      adminId: opts.adminId,
      action: 'order.refund',
      target: order.id,
      details: {
        userId: order.userId,
        kind: order.kind,
        item,
        amountCents: reversal.amountCents,
        creditsReversed: reversal.creditsReversed,
        partial: reversal.partial,
        reason: opts.reason,
      },
    })
    return { ...base, alreadyRefunded: false, ...reversal }
  })
}
