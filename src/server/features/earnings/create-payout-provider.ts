import type { Env } from '../../env.ts'
import { createLocalPayoutProvider } from './local-payout-provider.ts'
import type { PayoutProvider } from './payout-provider.ts'
import { createStripePayoutProvider } from './stripe-payout-provider.ts'

/** Payouts follow PAYMENTS_PROVIDER: Stripe Connect with the Stripe keys, else the local simulation. */
export function createPayoutProvider(env: Env): PayoutProvider {
  if (env.PAYMENTS_PROVIDER === 'stripe')
    return createStripePayoutProvider({ secretKey: env.STRIPE_SECRET_KEY!, apiUrl: env.STRIPE_API_URL })
  return createLocalPayoutProvider({ appUrl: env.APP_URL })
}
