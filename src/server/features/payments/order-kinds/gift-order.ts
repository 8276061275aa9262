import { eq } from 'drizzle-orm'
import type { Db } from '../../../db/client.ts'
import { giftCodes } from '../../../db/schema/gifts.ts'
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
    const code = await insertGiftCode(tx, order)
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
      await tx.transaction(async (sp) => {
        await sp.insert(giftCodes).values({
          code,
          credits: order.credits,
          status: 'completed',
          purchaserId: order.userId,
          orderId: order.id,
        })
      })
      return code
    } catch (err) {
      if (!isUniqueViolation(err, 'gift_codes_code_unique')) throw err
    }
  }
  throw new Error(`could not allocate a unique gift code for order ${order.id}`)
}
