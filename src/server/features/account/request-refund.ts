import { and, count, eq, gte, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { refundRequests } from '../../db/schema/activity.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { orders } from '../../db/schema/payments.ts'
import { orderRefunds } from '../../db/schema/refunds.ts'
import { queryRows } from '../../db/query-rows.ts'
import { AppError } from '../../lib/errors.ts'
import { moneyBackDays } from '../../../shared/admin/orders.ts'
import {
  type PaymentProvider,
  describeOrder,
  orderKindOf,
  assertRefundable,
  refundOrder,
  type RefundOutcome,
} from '../payments/public.ts'

/** order_refunds.admin_id of a refund the buyer's own request made at once (decision 0014). */
export const automaticRefundBy = 'auto-refund'

export type RequestRefundOutcome =
  | { outcome: 'refunded'; refund: RefundOutcome }
  | { outcome: 'queued'; requestId: string; orderId: string; item: string }

const dayMs = 86_400_000

/**
 * The buyer's money-back request (decision 0014). Under the order's and then the buyer's profile row locks (the same
 * order refundOrder takes them, so no deadlock): refuses what cannot be refunded, then either refunds at once through
 * refundOrder, the use case the admin console calls too (unspent order, and no automatic refund in the last 30 days) or queues the request for an
 * admin. A repeated or concurrent request finds the refund or the pending request and is refused with 409.
 */
export async function requestRefund(
  db: Db,
  provider: PaymentProvider,
  opts: { userId: string; orderId: string; reason: string },
): Promise<RequestRefundOutcome> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, opts.orderId), eq(orders.userId, opts.userId)))
      .for('update')
    if (!order) throw new AppError('not_found', 'Order not found', 404)
    if (order.status === 'refunded')
      throw new AppError('already_refunded', 'This order has already been refunded', 409)
    assertRefundable(order)
    const [previous] = await tx
      .select({ status: refundRequests.status })
      .from(refundRequests)
      .where(eq(refundRequests.orderId, order.id))
    if (previous?.status === 'pending')
      throw new AppError(
        'refund_already_requested',
        'You have already asked for a refund of this order; we will e-mail you the outcome',
        409,
      )
    if (previous?.status === 'rejected')
      throw new AppError(
        'refund_declined',
        'Your refund request for this order was declined; we have e-mailed you the reason',
        409,
      )

    // Serialises one account's requests, so two at once cannot both use the one automatic refund.
    await queryRows(tx, sql`SELECT balance FROM profiles WHERE user_id = ${opts.userId} FOR UPDATE`)
    const [recent] = await tx
      .select({ n: count() })
      .from(orderRefunds)
      .where(
        and(
          eq(orderRefunds.userId, opts.userId),
          eq(orderRefunds.adminId, automaticRefundBy),
          gte(orderRefunds.createdAt, new Date(Date.now() - moneyBackDays * dayMs)),
        ),
      )

    if (Number(recent?.n ?? 0) === 0 && (await orderKindOf(order.kind).isUnspent(tx, order))) {
      try {
        // A savepoint: if the provider refuses, only the refund is undone and the request is queued instead.
        const refund = await refundOrder(tx, provider, {
          adminId: automaticRefundBy,
          orderId: order.id,
          reason: opts.reason,
          partial: false,
        })
        return { outcome: 'refunded' as const, refund }
      } catch (err) {
        if (!(err instanceof AppError)) throw err
      }
    }
    let promptName: string | null = null
    if (order.promptId) {
      const [template] = await tx
        .select({ name: promptTemplates.name })
        .from(promptTemplates)
        .where(eq(promptTemplates.id, order.promptId))
      promptName = template?.name ?? null
    }
    const [request] = await tx
      .insert(refundRequests)
      .values({ orderId: order.id, userId: opts.userId, reason: opts.reason })
      .returning({ id: refundRequests.id })
    return {
      outcome: 'queued' as const,
      requestId: request!.id,
      orderId: order.id,
      item: describeOrder(order, promptName),
    }
  })
}
