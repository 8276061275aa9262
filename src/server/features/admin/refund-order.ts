import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { refundRequests } from '../../db/schema/activity.ts'
import { giftCodes } from '../../db/schema/gifts.ts'
import { orders } from '../../db/schema/payments.ts'
import { promptPurchases } from '../../db/schema/purchases.ts'
import { orderRefunds } from '../../db/schema/refunds.ts'
import { queryRows } from '../../db/query-rows.ts'
import { AppError } from '../../lib/errors.ts'
import { spendCredits } from '../credits/spend-credits.ts'
import { PaymentProviderError, type PaymentProvider } from '../payments/payment-provider.ts'
import { moneyBackDays } from '../../../shared/admin/orders.ts'
import { orderItem, refundableUntil } from './order-item.ts'
import { recordAudit } from './record-audit.ts'

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

const dateText = (d: Date) => d.toISOString().slice(0, 10)

/**
 * Refunds a paid order within the money-back period (decision 0013), once. In one transaction, holding the order's
 * and (for credit packages) the buyer's profile row locks so nothing can be spent meanwhile: takes back what the
 * order gave (the package's credits as a 'refund' ledger row keyed refund:<orderId>, the prompt's access, the
 * unredeemed gift code), asks the provider to return the money, then marks the order refunded. A provider error
 * rolls everything back. Mail and realtime events are the caller's, after this returns.
 */
export async function refundOrder(
  db: Db,
  provider: PaymentProvider,
  opts: { adminId: string; orderId: string; reason: string; partial: boolean },
): Promise<RefundOutcome> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, opts.orderId)).for('update')
    if (!order) throw new AppError('not_found', 'Order not found', 404)
    const item = orderItem(order)
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
    if (order.status !== 'completed')
      throw new AppError(
        'not_refundable',
        `Only paid orders can be refunded; this one is ${order.status}`,
        409,
      )
    const until = refundableUntil(order.completedAt)!
    if (until.getTime() < Date.now())
      throw new AppError(
        'refund_period_over',
        `The ${moneyBackDays}-day money-back period for this order ended on ${dateText(until)}`,
        422,
      )
    if (order.provider !== provider.name)
      throw new AppError(
        'provider_mismatch',
        `This order was paid through ${order.provider}, and this server is set up for ${provider.name}`,
        409,
      )

    let amountCents = order.amountCents
    let creditsReversed = 0
    let balance: number | null = null
    let partial = false

    if (order.kind === 'credits' && order.credits > 0) {
      // Lock the balance: a spend racing this refund waits, then sees the reversed balance.
      const [profile] = await queryRows<{ balance: number }>(
        tx,
        sql`SELECT balance FROM profiles WHERE user_id = ${order.userId} FOR UPDATE`,
      )
      const available = Number(profile?.balance ?? 0)
      creditsReversed = order.credits
      if (available < order.credits) {
        const spent = order.credits - available
        if (!opts.partial)
          throw new AppError(
            'credits_spent',
            `The buyer has spent ${spent} of the ${order.credits} credits from this order (balance ${available}). ` +
              'Choose a partial refund to return the money for the unspent credits only.',
            422,
          )
        if (available === 0)
          throw new AppError(
            'nothing_to_refund',
            `All ${order.credits} credits from this order have been spent, so there is nothing left to refund`,
            422,
          )
        partial = true
        creditsReversed = available
        amountCents = Math.floor((order.amountCents * available) / order.credits)
      }
      const spent = await spendCredits(tx, {
        userId: order.userId,
        amount: creditsReversed,
        type: 'refund',
        description: `Refund of ${item}${partial ? ' (unspent credits)' : ''}`,
        referenceId: order.id,
        key: `refund:${order.id}`,
      })
      balance = spent.balance
    } else if (order.kind === 'gift') {
      const [gift] = await tx.select().from(giftCodes).where(eq(giftCodes.orderId, order.id)).for('update')
      if (gift?.redeemedAt)
        throw new AppError(
          'gift_redeemed',
          `The gift code ${gift.code} was redeemed on ${dateText(gift.redeemedAt)}, so its credits cannot be taken back`,
          422,
        )
      if (gift) await tx.update(giftCodes).set({ status: 'refunded' }).where(eq(giftCodes.id, gift.id))
    } else if (order.kind === 'prompt') {
      // Only the access this order gave: ownership bought another way stays.
      await tx
        .update(promptPurchases)
        .set({ status: 'refunded' })
        .where(and(eq(promptPurchases.orderId, order.id), eq(promptPurchases.status, 'completed')))
    }

    let refund
    try {
      refund = await provider.refund({
        id: order.id,
        providerSessionId: order.providerSessionId,
        providerPaymentId: order.providerPaymentId,
        amountCents,
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
      amountCents,
      creditsReversed,
      partial,
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
        amountCents,
        creditsReversed,
        partial,
        reason: opts.reason,
      },
    })
    return { ...base, alreadyRefunded: false, amountCents, creditsReversed, partial, balance }
  })
}
