import type { OrderKind } from '../../../shared/payments/order-kind.ts'

// The PaymentProvider port: one checkout, one status read, one refund and one webhook parser per provider.
// Adapters: local (default, a test checkout where no money moves) and Stripe Checkout.

export type CheckoutRequest = {
  orderId: string
  userId: string
  kind: OrderKind
  amountCents: number
  currency: 'aud'
  item: { name: string; description?: string }
  customerEmail?: string
  /** Absolute URL containing {CHECKOUT_SESSION_ID}, which the provider fills in. */
  successUrl: string
  cancelUrl: string
}

export type CheckoutSession = { sessionId: string; url: string }

/** The provider's view of a checkout: paid, still open (or awaiting an async payment), failed or expired. */
export type ProviderSession = {
  sessionId: string
  state: 'paid' | 'open' | 'failed' | 'expired'
  paymentId: string | null
  orderId: string | null
  amountCents: number | null
  currency: string | null
}

/** A verified provider notification, reduced to what fulfilment needs. */
export type PaymentEvent = {
  id: string
  type: string
  outcome: 'paid' | 'failed' | 'expired' | 'ignored'
  sessionId: string | null
  orderId: string | null
  paymentId: string | null
  amountCents: number | null
  currency: string | null
  /** account.updated of a creator's connected account (decision 0036); the earnings feature applies it. */
  account?: {
    accountId: string
    detailsSubmitted: boolean
    payoutsEnabled: boolean
    disabledReason: string | null
  }
}

export type RefundableOrder = {
  id: string
  providerSessionId: string | null
  providerPaymentId: string | null
  /** What to give back: the order's amount, or less for a partial refund. */
  amountCents: number
}

export type RefundResult = { refundId: string; status: string }

export type PaymentProvider = {
  readonly name: 'local' | 'stripe'
  createCheckout: (request: CheckoutRequest) => Promise<CheckoutSession>
  retrieveSession: (sessionId: string) => Promise<ProviderSession>
  refund: (order: RefundableOrder) => Promise<RefundResult>
  /** Verifies the signature over the raw body; throws AppError 400 when it does not match. */
  parseWebhook: (rawBody: Uint8Array, signature: string | undefined) => Promise<PaymentEvent>
}

/** The provider could not be reached or refused the call (shown as the spec's payment error). */
export class PaymentProviderError extends Error {}
