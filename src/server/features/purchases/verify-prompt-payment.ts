import type { Db } from '../../db/client.ts'
import { type PaymentProvider, verifyOrder } from '../payments/public.ts'

/** verify-prompt-payment: {success} once the paid prompt is in the buyer's library. */
export async function verifyPromptPayment(
  db: Db,
  opts: { provider: PaymentProvider; sessionId: string; userId: string },
) {
  const { order, fulfilment } = await verifyOrder(db, { ...opts, kind: 'prompt' })
  return {
    result: { success: order.status === 'completed', promptId: order.promptId, status: order.status },
    fulfilment,
  }
}
