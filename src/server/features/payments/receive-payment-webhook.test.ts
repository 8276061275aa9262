import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { freshDb } from '../../testing/fresh-db.ts'
import { paymentEvents } from '../../db/schema/payments.ts'
import { AppError } from '../../lib/errors.ts'
import type { PaymentEvent, PaymentProvider } from './payment-provider.ts'
import { receivePaymentWebhook } from './receive-payment-webhook.ts'

const event = (over: Partial<PaymentEvent>): PaymentEvent => ({
  id: `evt_${Math.random().toString(36).slice(2)}`,
  type: 'checkout.session.completed',
  outcome: 'paid',
  sessionId: null,
  orderId: null,
  paymentId: null,
  amountCents: null,
  currency: null,
  ...over,
})

/** A provider whose signature check accepts exactly `signature` and then yields `parsed`. */
const providerYielding = (parsed: PaymentEvent, signature = 'good') =>
  ({
    parseWebhook: async (_raw: Uint8Array, sig: string | undefined) => {
      if (sig !== signature) throw new AppError('invalid_signature', 'Invalid signature', 400)
      return parsed
    },
  }) as unknown as PaymentProvider

describe('receivePaymentWebhook', async () => {
  const { db } = await freshDb()
  const rawBody = new TextEncoder().encode('{}')

  it('refuses a bad signature before anything is recorded', async () => {
    const e = event({})
    await expect(
      receivePaymentWebhook({ db, payments: providerYielding(e) }, { rawBody, signature: 'forged' }),
    ).rejects.toMatchObject({ code: 'invalid_signature' })
    expect(await db.select().from(paymentEvents).where(eq(paymentEvents.id, e.id))).toHaveLength(0)
  })

  it('acknowledges an event it does not act on', async () => {
    const deps = { db, payments: providerYielding(event({ outcome: 'ignored' })) }
    await expect(receivePaymentWebhook(deps, { rawBody, signature: 'good' })).resolves.toEqual({
      answer: { received: true, status: 'ignored' },
      fulfilment: null,
    })
  })

  it('remembers an event, so its replay is a duplicate', async () => {
    const deps = { db, payments: providerYielding(event({ sessionId: 'cs_unknown' })) }
    const first = await receivePaymentWebhook(deps, { rawBody, signature: 'good' })
    expect(first).toEqual({ answer: { received: true, status: 'unknown_order' }, fulfilment: null })
    const again = await receivePaymentWebhook(deps, { rawBody, signature: 'good' })
    expect(again.answer).toEqual({ received: true, status: 'duplicate' })
  })
})
