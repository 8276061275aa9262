import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/errors.ts'
import type { OrderKind } from '../../../shared/payments/order-kind.ts'
import { findOrderBySession } from './order.ts'
import type { PaymentProvider, ProviderSession } from './payment-provider.ts'
import { settleOrderInTx, type FulfilOutcome } from './settle-order.ts'

/**
 * The success page's check of one checkout of the caller's: asks the provider when the order is still pending and
 * fulfils it if paid (exactly once, racing the webhook safely). Another user's session is not found.
 */
export async function verifyOrder(
  db: Db,
  opts: { provider: PaymentProvider; sessionId: string; userId: string; kind: OrderKind },
): Promise<FulfilOutcome> {
  const order = await findOrderBySession(db, opts.sessionId)
  if (!order || order.userId !== opts.userId || order.kind !== opts.kind)
    throw new AppError('payment_not_found', 'Payment not found', 404)
  if (order.status !== 'pending' || order.provider !== opts.provider.name) return { order, fulfilment: null }
  let session: ProviderSession
  try {
    session = await opts.provider.retrieveSession(opts.sessionId)
  } catch (err) {
    console.error(`verify ${opts.sessionId}:`, (err as Error).message)
    throw new AppError(
      'payment_provider_error',
      'Could not verify your payment. Please contact support.',
      502,
    )
  }
  return db.transaction((tx) => settleOrderInTx(tx, order, session))
}
