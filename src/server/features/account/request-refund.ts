import { and, count, eq, gt, gte, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { refundRequests } from '../../db/schema/activity.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { creditTransactions } from '../../db/schema/credits.ts'
import { giftCodes } from '../../db/schema/gifts.ts'
import { userPromptCustomizations } from '../../db/schema/library.ts'
import { orders } from '../../db/schema/payments.ts'
import { orderRefunds } from '../../db/schema/refunds.ts'
import { queryRows } from '../../db/query-rows.ts'
import { AppError } from '../../lib/errors.ts'
import { moneyBackDays } from '../../../shared/admin/orders.ts'
import type { PaymentProvider } from '../payments/payment-provider.ts'
import { orderItem, refundableUntil } from '../admin/order-item.ts'
import { refundOrder, type RefundOutcome } from '../admin/refund-order.ts'

/** order_refunds.admin_id of a refund the buyer's own request made at once (decision 0014). */
export const automaticRefundBy = 'auto-refund'

export type RequestRefundOutcome =
  | { outcome: 'refunded'; refund: RefundOutcome }
  | { outcome: 'queued'; requestId: string; orderId: string; item: string }

const dayMs = 86_400_000

/**
 * The buyer's money-back request (decision 0014). Under the order's and then the buyer's profile row locks (the same
 * order refundOrder takes them, so no deadlock): refuses what cannot be refunded, then either refunds at once through
 * the admin's refundOrder (unspent order, and no automatic refund in the last 30 days) or queues the request for an
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
    if (order.status !== 'completed')
      throw new AppError('not_refundable', 'Only paid orders can be refunded', 409)
    const until = refundableUntil(order.completedAt)!
    if (until.getTime() < Date.now())
      throw new AppError(
        'refund_period_over',
        `The ${moneyBackDays}-day money-back period for this order ended on ${until.toISOString().slice(0, 10)}`,
        422,
      )
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

    if (Number(recent?.n ?? 0) === 0 && (await isUnspent(tx, order))) {
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
      item: orderItem(order, promptName),
    }
  })
}

/**
 * 'Unspent' (decision 0014): a credit package whose buyer still holds at least its credits AND has spent no credits
 * since it was paid; a gift card whose code nobody redeemed; a direct purchase whose prompt has no saved customisation.
 */
async function isUnspent(tx: Db, order: typeof orders.$inferSelect) {
  if (order.kind === 'credits') {
    const [profile] = await queryRows<{ balance: number }>(
      tx,
      sql`SELECT balance FROM profiles WHERE user_id = ${order.userId}`,
    )
    if (Number(profile?.balance ?? 0) < order.credits) return false
    const [spend] = await tx
      .select({ id: creditTransactions.id })
      .from(creditTransactions)
      .where(
        and(
          eq(creditTransactions.userId, order.userId),
          eq(creditTransactions.transactionType, 'spend'),
          gt(creditTransactions.createdAt, order.completedAt!),
        ),
      )
      .limit(1)
    return !spend
  }
  if (order.kind === 'gift') {
    const [gift] = await tx.select().from(giftCodes).where(eq(giftCodes.orderId, order.id))
    return !gift?.redeemedAt
  }
  if (order.kind === 'prompt') {
    const [saved] = await tx
      .select({ id: userPromptCustomizations.id })
      .from(userPromptCustomizations)
      .where(
        and(
          eq(userPromptCustomizations.userId, order.userId),
          eq(userPromptCustomizations.promptId, order.promptId ?? ''),
        ),
      )
      .limit(1)
    return !saved
  }
  return false
}
