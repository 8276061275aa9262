import type { Db } from '../../db/client.ts'
import { currentBalance } from '../credits/public.ts'
import type { PaymentProvider } from './payment-provider.ts'
import { verifyOrder } from './verify-order.ts'

/** verify-credit-payment: {success, credits, balance}; success only once the package's credits are granted. */
export async function verifyCreditPayment(
  db: Db,
  opts: { provider: PaymentProvider; sessionId: string; userId: string },
) {
  const { order, fulfilment } = await verifyOrder(db, { ...opts, kind: 'credits' })
  const success = order.status === 'completed'
  const balance = fulfilment?.balance ?? (await currentBalance(db, opts.userId)) ?? 0
  return {
    result: { success, credits: success ? order.credits : 0, balance, status: order.status },
    fulfilment,
  }
}
