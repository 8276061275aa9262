import type { Db } from '../../db/client.ts'
import { fulfilOrderInTx, type FulfilOutcome } from './fulfil-order.ts'
import { closeOrder, findOrder, type Order } from './order.ts'
import type { ProviderSession } from './payment-provider.ts'

type ProviderState = Pick<ProviderSession, 'paymentId' | 'amountCents' | 'currency'> & {
  state: ProviderSession['state'] | 'ignored'
}

/** Applies what the provider says about a checkout to its order, inside the caller's transaction. */
export async function settleOrderInTx(tx: Db, order: Order, provider: ProviderState): Promise<FulfilOutcome> {
  if (provider.state === 'paid') {
    if (!paidInFull(order, provider)) {
      console.error(
        `order ${order.id}: provider reports ${provider.amountCents} ${provider.currency}, expected ${order.amountCents} ${order.currency}`,
      )
      return current(tx, await closeOrder(tx, order.id, 'failed'), order)
    }
    return fulfilOrderInTx(tx, { orderId: order.id, paymentId: provider.paymentId })
  }
  if (provider.state === 'failed' || provider.state === 'expired')
    return current(tx, await closeOrder(tx, order.id, provider.state), order)
  return { order, fulfilment: null }
}

// Sessions are built from our prices; a different amount means something is wrong, so nothing is delivered.
const paidInFull = (order: Order, p: ProviderState) =>
  (p.amountCents === null || p.amountCents === order.amountCents) &&
  (p.currency === null || p.currency.toLowerCase() === order.currency)

async function current(tx: Db, changed: Order | undefined, order: Order): Promise<FulfilOutcome> {
  return { order: changed ?? (await findOrder(tx, order.id)) ?? order, fulfilment: null }
}
