import type { Db } from '../../db/client.ts'
import { findPackage } from '../../../shared/credits/packages.ts'
import { grantCredits } from '../credits/grant-credits.ts'
import type { Fulfilment } from './fulfilment.ts'
import type { Order } from './order.ts'

// A paid credit package: the order's credits (fixed from the package when the order was made) through the ledger,
// keyed by the order so no path can grant them twice.
export async function fulfilCreditsOrder(tx: Db, order: Order): Promise<Fulfilment> {
  const name = findPackage(order.packageId ?? '')?.name ?? 'Credit package'
  const { balance } = await grantCredits(tx, {
    userId: order.userId,
    amount: order.credits,
    type: 'purchase',
    description: `${name}: ${order.credits} credits`,
    referenceId: order.id,
    key: `order:${order.id}`,
  })
  return {
    userId: order.userId,
    balance,
    item: `${name} credit package: ${order.credits} credits`,
    details: ['Your credits are in your account and never expire.'],
  }
}
