import Stripe from 'stripe'
import { createStripeClient } from '../../lib/stripe-client.ts'
import { AppError } from '../../lib/errors.ts'
import {
  PaymentProviderError,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderSession,
} from './payment-provider.ts'

// Stripe Checkout: a hosted page in AUD built from our server-side price, tied to the order by metadata.
export function createStripePaymentProvider(opts: {
  secretKey: string
  webhookSecret: string
  /** The Connect endpoint's secret: its events (account.updated) are signed with it. */
  connectWebhookSecret?: string
  /** Another API host (tests point the SDK at a local fake of the Stripe API). */
  apiUrl?: string
}): PaymentProvider {
  const stripe = createStripeClient(opts)

  const call = async <T>(what: string, fn: () => Promise<T>) => {
    try {
      return await fn()
    } catch (err) {
      throw new PaymentProviderError(`Stripe ${what} failed: ${(err as Error).message}`, { cause: err })
    }
  }

  // The platform endpoint's secret first, then the Connect endpoint's (both may post to the same URL).
  const constructEvent = async (rawBody: Uint8Array, signature: string) => {
    try {
      return await stripe.webhooks.constructEventAsync(Buffer.from(rawBody), signature, opts.webhookSecret)
    } catch (err) {
      if (!opts.connectWebhookSecret) throw err
      return stripe.webhooks.constructEventAsync(Buffer.from(rawBody), signature, opts.connectWebhookSecret)
    }
  }

  return {
    name: 'stripe',
    createCheckout: async (req) => {
      const metadata = { orderId: req.orderId, userId: req.userId, kind: req.kind }
      const session = await call('checkout session create', () =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: req.currency,
                  unit_amount: req.amountCents,
                  product_data: {
                    name: req.item.name,
                    ...(req.item.description ? { description: req.item.description } : {}),
                  },
                },
              },
            ],
            client_reference_id: req.userId,
            ...(req.customerEmail ? { customer_email: req.customerEmail } : {}),
            metadata,
            payment_intent_data: { metadata },
            success_url: req.successUrl,
            cancel_url: req.cancelUrl,
          },
          // One Stripe session per order, even if our call is retried.
          { idempotencyKey: `checkout:${req.orderId}` },
        ),
      )
      if (!session.url) throw new PaymentProviderError('Stripe returned a checkout session without a URL')
      return { sessionId: session.id, url: session.url }
    },
    retrieveSession: async (sessionId) => {
      const session = await call('checkout session retrieve', () =>
        stripe.checkout.sessions.retrieve(sessionId),
      )
      return toProviderSession(session)
    },
    refund: async (order) => {
      if (!order.providerPaymentId)
        throw new PaymentProviderError(`order ${order.id} has no Stripe payment to refund`)
      const refund = await call('refund create', () =>
        stripe.refunds.create(
          {
            payment_intent: order.providerPaymentId!,
            amount: order.amountCents,
            metadata: { orderId: order.id },
          },
          { idempotencyKey: `refund:${order.id}` },
        ),
      )
      return { refundId: refund.id, status: refund.status ?? 'pending' }
    },
    parseWebhook: async (rawBody, signature) => {
      let event: Stripe.Event
      try {
        if (!signature) throw new Error('missing Stripe-Signature header')
        event = await constructEvent(rawBody, signature)
      } catch {
        throw new AppError('invalid_signature', 'Invalid webhook signature', 400)
      }
      return toPaymentEvent(event)
    },
  }
}

const handled: Record<string, PaymentEvent['outcome'] | 'by_payment_status'> = {
  'checkout.session.completed': 'by_payment_status',
  'checkout.session.async_payment_succeeded': 'paid',
  'checkout.session.async_payment_failed': 'failed',
  'checkout.session.expired': 'expired',
}

function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const rule = handled[event.type]
  const object = event.data.object as { object?: string }
  if (event.type === 'account.updated' && object.object === 'account') {
    const account = object as Stripe.Account
    return {
      ...ignored(event),
      account: {
        accountId: account.id,
        detailsSubmitted: account.details_submitted ?? false,
        payoutsEnabled: account.payouts_enabled ?? false,
        disabledReason: account.requirements?.disabled_reason ?? null,
      },
    }
  }
  if (!rule || object.object !== 'checkout.session') return ignored(event)
  const session = toProviderSession(object as Stripe.Checkout.Session)
  // A completed session whose (async) payment has not cleared yet waits for async_payment_succeeded.
  const outcome = rule === 'by_payment_status' ? (session.state === 'paid' ? 'paid' : 'ignored') : rule
  return { id: event.id, type: event.type, outcome, ...pick(session) }
}

function ignored(event: Stripe.Event): PaymentEvent {
  return {
    id: event.id,
    type: event.type,
    outcome: 'ignored',
    sessionId: null,
    orderId: null,
    paymentId: null,
    amountCents: null,
    currency: null,
  }
}

function toProviderSession(session: Stripe.Checkout.Session): ProviderSession {
  const paid =
    session.status === 'complete' &&
    (session.payment_status === 'paid' || session.payment_status === 'no_payment_required')
  const paymentIntent = session.payment_intent
  return {
    sessionId: session.id,
    state: paid ? 'paid' : session.status === 'expired' ? 'expired' : 'open',
    paymentId: typeof paymentIntent === 'string' ? paymentIntent : (paymentIntent?.id ?? null),
    orderId: session.metadata?.orderId ?? null,
    amountCents: session.amount_total ?? null,
    currency: session.currency ?? null,
  }
}

const pick = ({ sessionId, orderId, paymentId, amountCents, currency }: ProviderSession) => ({
  sessionId,
  orderId,
  paymentId,
  amountCents,
  currency,
})
