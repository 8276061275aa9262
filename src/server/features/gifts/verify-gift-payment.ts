import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { giftCodes, giftDeliveries } from '../../db/schema/gifts.ts'
import { type PaymentProvider, verifyOrder } from '../payments/public.ts'

/**
 * verify-gift-payment: {success, credits, giftCode} for the caller's own gift checkout. Completes the order when the
 * provider says it is paid (once, racing the webhook safely); asking again answers the same code.
 */
export async function verifyGiftPayment(
  db: Db,
  opts: { provider: PaymentProvider; sessionId: string; userId: string },
) {
  const { order, fulfilment } = await verifyOrder(db, { ...opts, kind: 'gift' })
  if (order.status !== 'completed')
    return {
      result: { success: false, credits: 0, giftCode: null, status: order.status, delivery: null },
      fulfilment,
    }
  const [gift] = await db
    .select({ code: giftCodes.code, credits: giftCodes.credits })
    .from(giftCodes)
    .where(eq(giftCodes.orderId, order.id))
  const [delivery] = await db
    .select({
      recipientName: giftDeliveries.recipientName,
      recipientEmail: giftDeliveries.recipientEmail,
      deliverOn: giftDeliveries.deliverOn,
    })
    .from(giftDeliveries)
    .where(eq(giftDeliveries.orderId, order.id))
  return {
    result: {
      success: Boolean(gift),
      credits: gift?.credits ?? 0,
      giftCode: gift?.code ?? null,
      status: order.status,
      // A card for a person: who gets it and when (the page says so instead of handing over the code).
      delivery: delivery ?? null,
    },
    fulfilment,
  }
}
