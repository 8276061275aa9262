import type { Db } from '../../db/client.ts'
import { giftCodes } from '../../db/schema/gifts.ts'
import { isUniqueViolation } from '../../db/pg-errors.ts'
import type { Fulfilment } from '../payments/fulfilment.ts'
import type { Order } from '../payments/order.ts'
import { newGiftCode } from './new-gift-code.ts'

// A paid gift card: its code comes into being here, completed, inside the transaction that completes the order
// (order_id is unique, so one order never makes two codes). The delivery e-mail carries the code.
export async function fulfilGiftOrder(tx: Db, order: Order): Promise<Fulfilment> {
  const code = await insertGiftCode(tx, order)
  return {
    userId: order.userId,
    item: `Gift card: ${order.credits} credits`,
    details: [
      `Gift code: ${code}`,
      'Give it to a friend: they redeem it on Get Credits to add the credits to their account.',
      'The code can be used once and never expires.',
    ],
  }
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
