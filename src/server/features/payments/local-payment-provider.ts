import { randomBytes } from 'node:crypto'
import { AppError } from '../../lib/errors.ts'
import type { PaymentProvider } from './payment-provider.ts'

export const localCheckoutPath = (sessionId: string) => `/checkout/local/${sessionId}`

// The default provider: our own test checkout page (/checkout/local/:sessionId) where no money moves.
// Its Pay button is the provider's confirmation (see pay-local-checkout.ts), so a session it is asked about
// that has not been paid there is simply still open.
export function createLocalPaymentProvider(): PaymentProvider {
  return {
    name: 'local',
    createCheckout: async () => {
      const sessionId = `cs_local_${randomBytes(18).toString('base64url')}`
      return { sessionId, url: localCheckoutPath(sessionId) }
    },
    retrieveSession: async (sessionId) => ({
      sessionId,
      state: 'open',
      paymentId: null,
      orderId: null,
      amountCents: null,
      currency: null,
    }),
    refund: async (order) => ({ refundId: `re_local_${order.id}`, status: 'succeeded' }),
    parseWebhook: async () => {
      throw new AppError('not_found', 'Not found', 404)
    },
  }
}
