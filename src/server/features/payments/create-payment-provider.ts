import type { Env } from '../../env.ts'
import { createLocalPaymentProvider } from './local-payment-provider.ts'
import type { PaymentProvider } from './payment-provider.ts'
import { createStripePaymentProvider } from './stripe-payment-provider.ts'

/** PAYMENTS_PROVIDER picks the adapter; env.ts already insists on the Stripe keys when it is 'stripe'. */
export function createPaymentProvider(env: Env): PaymentProvider {
  if (env.PAYMENTS_PROVIDER === 'stripe')
    return createStripePaymentProvider({
      secretKey: env.STRIPE_SECRET_KEY!,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
      connectWebhookSecret: env.STRIPE_CONNECT_WEBHOOK_SECRET,
      apiUrl: env.STRIPE_API_URL,
    })
  return createLocalPaymentProvider()
}
