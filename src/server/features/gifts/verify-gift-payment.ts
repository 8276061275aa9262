import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { giftCodes } from '../../db/schema/gifts.ts'
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
    return { result: { success: false, credits: 0, giftCode: null, status: order.status }, fulfilment }
  const [gift] = await db
    .select({ code: giftCodes.code, credits: giftCodes.credits })
    .from(giftCodes)
    .where(eq(giftCodes.orderId, order.id))
  return {
    result: {
      success: Boolean(gift),
      credits: gift?.credits ?? 0,
      giftCode: gift?.code ?? null,
      status: order.status,
    },
    fulfilment,
  }
}
