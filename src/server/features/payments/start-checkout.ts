import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { orders } from '../../db/schema/payments.ts'
import { AppError } from '../../lib/errors.ts'
import type { OrderKind } from '../../../shared/payments/order-kind.ts'
import { paymentCancelledPath, paymentSuccessPath } from '../../../shared/payments/return-paths.ts'
import type { PaymentProvider } from './payment-provider.ts'
import { closeOrder } from './order.ts'

export type StartCheckoutOptions = {
  provider: PaymentProvider
  appUrl: string
  userId: string
  customerEmail?: string
  kind: OrderKind
  /** From the server's own prices (package, tier, template row), never from the request. */
  amountCents: number
  credits?: number
  packageId?: string
  promptId?: string
  item: { name: string; description?: string }
  /** The spec's toast text for this kind when the provider cannot start a checkout. */
  failureMessage?: string
  /** Stores what belongs with the order (a gift's recipient) in the transaction that creates it. */
  withOrder?: (tx: Db, orderId: string) => Promise<void>
}

/**
 * Every checkout, whatever it buys: a pending order first (its id goes into the provider's metadata), then the
 * provider's session, whose id keys the order from then on. Fulfilment happens later, in fulfilOrderInTx.
 */
export async function startCheckout(db: Db, opts: StartCheckoutOptions) {
  const order = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(orders)
      .values({
        userId: opts.userId,
        kind: opts.kind,
        provider: opts.provider.name,
        packageId: opts.packageId ?? null,
        promptId: opts.promptId ?? null,
        credits: opts.credits ?? 0,
        amountCents: opts.amountCents,
        currency: 'aud',
      })
      .returning({ id: orders.id })
    await opts.withOrder?.(tx, created.id)
    return created
  })
  let session
  try {
    session = await opts.provider.createCheckout({
      orderId: order.id,
      userId: opts.userId,
      kind: opts.kind,
      amountCents: opts.amountCents,
      currency: 'aud',
      item: opts.item,
      customerEmail: opts.customerEmail,
      successUrl: opts.appUrl + paymentSuccessPath({ kind: opts.kind, promptId: opts.promptId }),
      cancelUrl: opts.appUrl + paymentCancelledPath(),
    })
  } catch (err) {
    console.error(`checkout for order ${order.id} failed:`, (err as Error).message)
    await closeOrder(db, order.id, 'failed')
    throw new AppError(
      'payment_provider_error',
      opts.failureMessage ?? 'Failed to initiate payment. Please try again.',
      502,
    )
  }
  await db
    .update(orders)
    .set({ providerSessionId: session.sessionId, updatedAt: new Date() })
    .where(eq(orders.id, order.id))
  return { orderId: order.id, sessionId: session.sessionId, url: session.url }
}
