import { afterAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { testApp } from '../../testing/test-app.ts'
import { startFakeStripe } from '../../testing/fake-stripe.ts'
import { range } from '../../testing/given.ts'
import { orders, paymentEvents } from '../../db/schema/payments.ts'
import { creditTransactions } from '../../db/schema/credits.ts'
import { promptPurchases } from '../../db/schema/purchases.ts'
import { currentBalance, ledgerInvariant } from '../credits/public.ts'
import type { CreatePaymentBody } from '../../../shared/payments/payment-bodies.ts'

type Who = { headers: Record<string, string> }

// The Stripe adapter through the official SDK, pointed at a local fake of the Stripe API;
// webhooks signed with the SDK's own test header helper.
describe('Stripe payments', async () => {
  const fake = await startFakeStripe()
  afterAll(() => fake.close())
  const webhookSecret = 'whsec_test_secret'
  const app = await testApp({
    seed: true,
    env: {
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: fake.url,
    },
  })
  const { json, db, mail, deps, read } = app
  const signer = new Stripe('sk_test_fake')

  const createPayment = (who: Who, body: CreatePaymentBody) =>
    read(app.as(who).functions['create-payment'].$post({ json: body }))
  const verify = (who: Who, sessionId: string) =>
    read(app.as(who).functions['verify-credit-payment'].$post({ json: { sessionId } }))
  const verifyPrompt = (who: Who, sessionId: string) =>
    read(app.as(who).functions['verify-prompt-payment'].$post({ json: { sessionId } }))
  // The signature covers the exact bytes Stripe sent: the event goes as the raw body, as Stripe posts it.
  const webhook = (payload: string, secret = webhookSecret) =>
    read(
      app.api.webhooks.stripe.$post(undefined, {
        init: {
          headers: {
            'content-type': 'application/json',
            'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
          },
          body: payload,
        },
      }),
    )
  const orderOf = async (sessionId: string) =>
    (await db.select().from(orders).where(eq(orders.providerSessionId, sessionId)))[0]
  const grantsFor = async (orderId: string) =>
    db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.idempotencyKey, `order:${orderId}`))
  // Raw on purpose: every checkout also sends a price and credits, as a hostile browser would, which the typed
  // client refuses to send; the server must price from its own table (the amounts asserted below).
  const buy = async (who: Who, packageId: string) => {
    const res = await json('/api/functions/create-payment', {
      method: 'POST',
      headers: who.headers,
      json: { packageId, priceAud: 0.5, credits: 99 },
    })
    expect(res.status).toBe(200)
    return res.data as { url: string; sessionId: string }
  }

  it('creates a Checkout Session in AUD from the server-side price, tied to the order and the user', async () => {
    const buyer = await app.signedInUser()
    const { url, sessionId } = await buy(buyer, 'explorer')
    expect(url).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`)
    const order = await orderOf(sessionId)
    const request = fake.requests.find((r) => r.path === '/v1/checkout/sessions' && r.method === 'POST')!
    expect(request.idempotencyKey).toBe(`checkout:${order.id}`)
    expect(request.body).toMatchObject({
      mode: 'payment',
      client_reference_id: buyer.id,
      customer_email: buyer.email,
      metadata: { orderId: order.id, userId: buyer.id, kind: 'credits' },
      success_url: 'http://localhost:3000/payment/success?session_id={CHECKOUT_SESSION_ID}&type=credits',
      cancel_url: 'http://localhost:3000/payment/cancelled',
      line_items: [
        {
          quantity: '1',
          price_data: { currency: 'aud', unit_amount: '2500', product_data: { name: 'Explorer: 8 credits' } },
        },
      ],
    })
    expect(order).toMatchObject({ provider: 'stripe', credits: 8, amountCents: 2500, status: 'pending' })
  })

  it('verify grants nothing until Stripe says paid, then grants once however often it is called', async () => {
    const buyer = await app.signedInUser()
    const { sessionId } = await buy(buyer, 'starter')
    const early = await verify(buyer, sessionId)
    expect(early.data).toEqual({ success: false, credits: 0, balance: 0, status: 'pending' })
    fake.complete(sessionId)
    for (const _ of range(2)) {
      const res = await verify(buyer, sessionId)
      expect(res.data).toEqual({ success: true, credits: 2, balance: 2, status: 'completed' })
    }
    const order = await orderOf(sessionId)
    expect(order.providerPaymentId).toBe(fake.sessions.get(sessionId)!.payment_intent)
    expect(await grantsFor(order.id)).toHaveLength(1)
  })

  it('fulfils once when verify races five replays of the same webhook', async () => {
    const buyer = await app.signedInUser()
    const { sessionId } = await buy(buyer, 'pro')
    fake.complete(sessionId)
    const event = fake.event('checkout.session.completed', sessionId)
    const [deliveries, verified] = await Promise.all([
      Promise.all(range(5).map(() => webhook(event))),
      verify(buyer, sessionId),
    ])
    for (const r of [...deliveries, verified]) expect(r.status).toBe(200)
    expect(deliveries.map((r) => r.data.status).sort()).toEqual([
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
      'processed',
    ])
    expect(verified.data.success).toBe(true)
    const order = await orderOf(sessionId)
    expect(order.status).toBe('completed')
    expect(await grantsFor(order.id)).toHaveLength(1)
    expect(await currentBalance(db, buyer.id)).toBe(20)
    expect(
      mail.sent.filter((m) => m.to === buyer.email && m.subject.includes('Pro credit package')),
    ).toHaveLength(1)
    expect(await ledgerInvariant(db)).toEqual([])
  })

  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const buyer = await app.signedInUser()
    const { sessionId } = await buy(buyer, 'explorer')
    fake.complete(sessionId)
    const event = fake.event('checkout.session.completed', sessionId, 'evt_bad_signature')
    const wrongSecret = await webhook(event, 'whsec_not_ours')
    expect(wrongSecret.status).toBe(400)
    expect(wrongSecret.error?.code).toBe('invalid_signature')
    // Raw on purpose: a tampered body, no signature, a signature and body that are garbage.
    const tampered = await json('/api/webhooks/stripe', {
      method: 'POST',
      headers: {
        'stripe-signature': signer.webhooks.generateTestHeaderString({
          payload: event,
          secret: webhookSecret,
        }),
      },
      body: event.replace('"livemode":false', '"livemode":true'),
    })
    expect(tampered.status).toBe(400)
    const unsigned = await json('/api/webhooks/stripe', { method: 'POST', body: event })
    expect(unsigned.status).toBe(400)
    const garbage = await json('/api/webhooks/stripe', {
      method: 'POST',
      headers: { 'stripe-signature': 't=1,v1=abc' },
      body: 'not json',
    })
    expect(garbage.status).toBe(400)
    expect((await orderOf(sessionId)).status).toBe('pending')
    expect(await currentBalance(db, buyer.id)).toBe(0)
    expect(await db.select().from(paymentEvents).where(eq(paymentEvents.id, 'evt_bad_signature'))).toEqual([])
  })

  it('waits for an async payment, and a failed one grants nothing', async () => {
    const buyer = await app.signedInUser()
    const paid = await buy(buyer, 'starter')
    fake.complete(paid.sessionId, 'unpaid')
    expect((await webhook(fake.event('checkout.session.completed', paid.sessionId))).data.status).toBe(
      'ignored',
    )
    expect((await verify(buyer, paid.sessionId)).data.success).toBe(false)
    fake.settleAsync(paid.sessionId)
    expect(
      (await webhook(fake.event('checkout.session.async_payment_succeeded', paid.sessionId))).data.status,
    ).toBe('processed')
    expect(await currentBalance(db, buyer.id)).toBe(2)

    const failed = await buy(buyer, 'pro')
    fake.complete(failed.sessionId, 'unpaid')
    await webhook(fake.event('checkout.session.async_payment_failed', failed.sessionId))
    expect((await orderOf(failed.sessionId)).status).toBe('failed')
    // A late success for a failed order delivers nothing.
    fake.settleAsync(failed.sessionId)
    await webhook(fake.event('checkout.session.async_payment_succeeded', failed.sessionId))
    expect((await verify(buyer, failed.sessionId)).data).toMatchObject({
      success: false,
      status: 'failed',
    })
    expect(await currentBalance(db, buyer.id)).toBe(2)
  })

  it('an expired session grants nothing', async () => {
    const buyer = await app.signedInUser()
    const { sessionId } = await buy(buyer, 'explorer')
    fake.expire(sessionId)
    expect((await webhook(fake.event('checkout.session.expired', sessionId))).status).toBe(200)
    expect((await orderOf(sessionId)).status).toBe('expired')
    const verified = await verify(buyer, sessionId)
    expect(verified.data).toMatchObject({ success: false, credits: 0, status: 'expired' })

    // Verify notices expiry on its own when the webhook has not arrived.
    const second = await buy(buyer, 'starter')
    fake.expire(second.sessionId)
    expect((await verify(buyer, second.sessionId)).data.status).toBe('expired')
    expect(await currentBalance(db, buyer.id)).toBe(0)
  })

  it("cannot verify another member's session", async () => {
    const buyer = await app.signedInUser()
    const thief = await app.signedInUser()
    const { sessionId } = await buy(buyer, 'pro')
    fake.complete(sessionId)
    const res = await verify(thief, sessionId)
    expect(res.status).toBe(404)
    expect(await currentBalance(db, thief.id)).toBe(0)
    expect((await orderOf(sessionId)).status).toBe('pending')
  })

  it('delivers nothing when Stripe reports a different amount than the order', async () => {
    const buyer = await app.signedInUser()
    const { sessionId } = await buy(buyer, 'pro')
    Object.assign(fake.complete(sessionId), { amount_total: 1 })
    await webhook(fake.event('checkout.session.completed', sessionId))
    expect((await orderOf(sessionId)).status).toBe('failed')
    expect(await currentBalance(db, buyer.id)).toBe(0)
  })

  it('ignores events it does not handle and acknowledges unknown sessions', async () => {
    const other = JSON.stringify({
      id: 'evt_other',
      object: 'event',
      type: 'customer.created',
      data: { object: { object: 'customer' } },
    })
    expect((await webhook(other)).data.status).toBe('ignored')
    const buyer = await app.signedInUser()
    const { sessionId } = await buy(buyer, 'starter')
    fake.complete(sessionId)
    // A session of ours that we have no order for (e.g. made by another environment on the same account).
    await db.delete(orders).where(eq(orders.providerSessionId, sessionId))
    expect((await webhook(fake.event('checkout.session.completed', sessionId))).data.status).toBe(
      'unknown_order',
    )
  })

  it('answers the spec payment error when Stripe refuses the checkout, and marks the order failed', async () => {
    const buyer = await app.signedInUser()
    fake.failNextRequests(1)
    const res = await createPayment(buyer, { packageId: 'starter' })
    expect(res.status).toBe(502)
    expect(res.error).toEqual({
      code: 'payment_provider_error',
      message: 'Failed to initiate payment. Please try again.',
    })
    const [latest] = await db.select().from(orders).where(eq(orders.userId, buyer.id))
    expect(latest.status).toBe('failed')
  })

  it('sells a prompt for a one-time payment and adds it to the library on the webhook', async () => {
    const buyer = await app.signedInUser()
    // Raw on purpose: the browser also sends an amount, which the typed client refuses and the server ignores.
    const res = await json('/api/functions/purchase-prompt', {
      method: 'POST',
      headers: buyer.headers,
      json: { promptId: 'japan-planner', method: 'direct', amount: 1 },
    })
    expect(res.status).toBe(200)
    expect(res.data.checkout_url).toMatch(/^https:\/\/checkout\.stripe\.test\//)
    const sessionId: string = res.data.checkout_url.split('/').pop()
    const session = fake.sessions.get(sessionId)!
    expect(session.amount_total).toBe(2500)
    expect(session.currency).toBe('aud')
    expect(session.metadata).toMatchObject({ kind: 'prompt', userId: buyer.id })
    expect(session.success_url).toBe(
      'http://localhost:3000/payment/success?session_id={CHECKOUT_SESSION_ID}&type=prompt&prompt_id=japan-planner',
    )
    expect((await verifyPrompt(buyer, sessionId)).data.success).toBe(false)
    fake.complete(sessionId)
    await webhook(fake.event('checkout.session.completed', sessionId))
    const verified = await verifyPrompt(buyer, sessionId)
    expect(verified.data).toEqual({ success: true, promptId: 'japan-planner', status: 'completed' })
    const owned = await db.select().from(promptPurchases).where(eq(promptPurchases.userId, buyer.id))
    expect(owned).toMatchObject([
      { promptId: 'japan-planner', purchaseMethod: 'direct', status: 'completed' },
    ])
    const access = await read(
      app.as(buyer).purchases[':promptId'].access.$get({ param: { promptId: 'japan-planner' } }),
    )
    expect(access.data.owned).toBe(true)
    expect(mail.sent.filter((m) => m.to === buyer.email && m.subject.includes('Japan Planner'))).toHaveLength(
      1,
    )
  })

  it('refunds a paid order through the port', async () => {
    const buyer = await app.signedInUser()
    const { sessionId } = await buy(buyer, 'explorer')
    fake.complete(sessionId)
    await verify(buyer, sessionId)
    const order = await orderOf(sessionId)
    const refund = await deps.payments.refund(order)
    expect(refund.status).toBe('succeeded')
    expect(fake.refunds.at(-1)).toMatchObject({
      id: refund.refundId,
      payment_intent: order.providerPaymentId,
      amount: 2500,
      metadata: { orderId: order.id },
    })
    expect(fake.requests.at(-1)!.idempotencyKey).toBe(`refund:${order.id}`)
    const partial = await deps.payments.refund({ ...order, id: `${order.id}-partial`, amountCents: 1000 })
    expect(fake.refunds.at(-1)).toMatchObject({ id: partial.refundId, amount: 1000 })
  })
})
