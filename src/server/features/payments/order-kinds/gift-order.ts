import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../../db/client.ts'
import { giftCodes, giftDeliveries } from '../../../db/schema/gifts.ts'
import { formatCalendarDate } from '../../../../shared/gifts/gift-calendar.ts'
import { isUniqueViolation } from '../../../db/pg-errors.ts'
import { AppError } from '../../../lib/errors.ts'
import type { Order } from '../order.ts'
import { newGiftCode } from './new-gift-code.ts'
import { wholeRefund, type OrderKindModule, type OrderSummary } from './order-kind-module.ts'

const label = (order: OrderSummary) => `Gift card: ${order.credits} credits`

/**
 * A gift card: its code comes into being when the order is paid, completed, inside the transaction that completes
 * the order (order_id is unique, so one order never makes two codes). The delivery e-mail carries the code.
 */
export const giftOrder: OrderKindModule = {
  describe: label,
  checkoutLabel: label,

  async fulfil(tx, order) {
    const { code, id } = await insertGiftCode(tx, order)
    // A card for a person (issue 20): its delivery job becomes due in this same transaction; the runner sends it.
    const [delivery] = await tx
      .update(giftDeliveries)
      .set({ giftCodeId: id, status: 'scheduled', updatedAt: new Date() })
      .where(and(eq(giftDeliveries.orderId, order.id), eq(giftDeliveries.status, 'unpaid')))
      .returning()
    if (delivery)
      return {
        userId: order.userId,
        item: label(order),
        details: [
          `Gift code: ${code}`,
          `We will e-mail it to ${delivery.recipientName} <${delivery.recipientEmail}> on ${formatCalendarDate(delivery.deliverOn)} (Sydney time), with your message and a link that redeems it.`,
          'Until then you can change the date or address under Gifts you sent.',
        ],
        wakesJobs: true,
      }
    return {
      userId: order.userId,
      item: label(order),
      details: [
        `Gift code: ${code}`,
        'Give it to a friend: they redeem it on Get Credits to add the credits to their account.',
        'The code can be used once and never expires.',
      ],
    }
  },

  // Nobody has redeemed its code.
  async isUnspent(tx, order) {
    const [gift] = await tx.select().from(giftCodes).where(eq(giftCodes.orderId, order.id))
    return !gift?.redeemedAt
  },

  // The code stops working; once redeemed, its credits are someone's and cannot be taken back.
  async reverse(tx, order) {
    const [gift] = await tx.select().from(giftCodes).where(eq(giftCodes.orderId, order.id)).for('update')
    if (gift?.redeemedAt)
      throw new AppError(
        'gift_redeemed',
        `The gift code ${gift.code} was redeemed on ${gift.redeemedAt.toISOString().slice(0, 10)}, so its credits cannot be taken back`,
        422,
      )
    if (gift) await tx.update(giftCodes).set({ status: 'refunded' }).where(eq(giftCodes.id, gift.id))
    // A card not yet sent is never sent; one already sent now carries a code that no longer works.
    await tx
      .update(giftDeliveries)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(
        and(eq(giftDeliveries.orderId, order.id), inArray(giftDeliveries.status, ['unpaid', 'scheduled'])),
      )
    return wholeRefund(order)
  },

  takenBack: () => 'The gift code from this order no longer works.',
  changesBalance: false,
}

async function insertGiftCode(tx: Db, order: Order) {
  // 79 random bits make a clash all but impossible; the savepoint keeps the order's transaction alive if one happens.
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = newGiftCode()
    try {
      const id = await tx.transaction(async (sp) => {
        const [row] = await sp
          .insert(giftCodes)
          .values({
            code,
            credits: order.credits,
            status: 'completed',
            purchaserId: order.userId,
            orderId: order.id,
          })
          .returning({ id: giftCodes.id })
        return row.id
      })
      return { code, id }
    } catch (err) {
      if (!isUniqueViolation(err, 'gift_codes_code_unique')) throw err
    }
  }
  throw new Error(`could not allocate a unique gift code for order ${order.id}`)
}
