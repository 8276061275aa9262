import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/errors.ts'
import { findPackage } from '../../../shared/credits/packages.ts'
import type { PaymentProvider } from './payment-provider.ts'
import { startCheckout } from './start-checkout.ts'

/** create-payment: a checkout for one credit package at the package's own price and credits. */
export async function createPayment(
  db: Db,
  opts: { provider: PaymentProvider; appUrl: string; userId: string; email?: string; packageId: string },
) {
  const pkg = findPackage(opts.packageId)
  if (!pkg) throw new AppError('validation_failed', 'Please choose a credit package', 400)
  const { url, sessionId } = await startCheckout(db, {
    provider: opts.provider,
    appUrl: opts.appUrl,
    userId: opts.userId,
    customerEmail: opts.email,
    kind: 'credits',
    packageId: pkg.id,
    credits: pkg.credits,
    amountCents: pkg.priceCents,
    item: { name: `${pkg.name}: ${pkg.credits} credits`, description: pkg.description },
  })
  return { url, sessionId }
}
