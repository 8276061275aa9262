import { afterAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { testApp } from '../testing/test-app.ts'
import { startFakeStripe } from '../testing/fake-stripe.ts'
import { range } from '../testing/given.ts'
import { orders } from '../db/schema/payments.ts'
import { creditTransactions } from '../db/schema/credits.ts'
import { currentBalance, ledgerInvariant } from '../features/credits/public.ts'
import type { CreatePaymentBody } from '../../shared/payments/payment-bodies.ts'

// One Stripe checkout session hit by 20 concurrent verify calls and 5 webhook deliveries (3 replays of one
// event and 2 distinct events for the same session, as Stripe may send) in a shuffled order; then events
// that arrive out of order. Real Stripe SDK against the local fake API, signed webhooks.
function shuffled<T>(items: T[], seed: number) {
  let s = seed >>> 0
  const next = () => ((s = (s * 1664525 + 1013904223) >>> 0), s / 2 ** 32)
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1))
    ;[out[i], out[j]] = [out[j]!, out[i]!]
  }
  return out
}

describe('payment idempotency', async () => {
  const fake = await startFakeStripe()
  afterAll(() => fake.close())
  const webhookSecret = 'whsec_reliability'
  const app = await testApp({
    seed: true,
    env: {
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: fake.url,
    },
  })
  const { db, read } = app
  const signer = new Stripe('sk_test_fake')
  const buyer = await app.signedInUser()

  const verify = (sessionId: string) =>
    read(app.as(buyer).functions['verify-credit-payment'].$post({ json: { sessionId } }))
  // The signature covers the exact bytes Stripe sent: the event goes as the raw body, as Stripe posts it.
  const webhook = (payload: string) =>
    read(
      app.api.webhooks.stripe.$post(undefined, {
        init: {
          headers: {
            'content-type': 'application/json',
            'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
          },
          body: payload,
        },
      }),
    )
  const orderOf = async (sessionId: string) =>
    (await db.select().from(orders).where(eq(orders.providerSessionId, sessionId)))[0]!
  const grantsFor = async (orderId: string) =>
    db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.idempotencyKey, `order:${orderId}`))
  const buy = async (packageId: CreatePaymentBody['packageId']) => {
    const res = await read(app.as(buyer).functions['create-payment'].$post({ json: { packageId } }))
    expect(res.status).toBe(200)
    return res.data.sessionId
  }

  it.each([1, 2, 3])(
    '20 verifies and 5 webhook deliveries, shuffled (seed %i), fulfil exactly once',
    async (seed) => {
      const before = (await currentBalance(db, buyer.id)) ?? 0
      const sessionId = await buy('pro')
      fake.complete(sessionId)
      const replayed = fake.event('checkout.session.completed', sessionId)
      const calls = shuffled(
        [
          ...range(20).map(() => () => verify(sessionId)),
          ...range(3).map(() => () => webhook(replayed)),
          ...range(2).map(() => () => webhook(fake.event('checkout.session.completed', sessionId))),
        ],
        seed,
      )
      const results = await Promise.all(calls.map((call) => call()))
      for (const r of results) expect(r.status, JSON.stringify(r.data)).toBe(200)
      const order = await orderOf(sessionId)
      expect(order.status).toBe('completed')
      expect(await grantsFor(order.id)).toHaveLength(1)
      expect(await currentBalance(db, buyer.id)).toBe(before + 20)
      // Every verify that answers after fulfilment reports success; none reports a second grant.
      const verifies = results.flatMap((r) => ('success' in r.data ? [r.data] : []))
      expect(verifies).toHaveLength(20)
      expect(verifies.every((data) => data.success === true && data.credits === 20)).toBe(true)
      expect(await ledgerInvariant(db)).toEqual([])
    },
  )

  it('an expired event after completion leaves the order completed and paid once', async () => {
    const before = (await currentBalance(db, buyer.id)) ?? 0
    const sessionId = await buy('explorer')
    const session = fake.sessions.get(sessionId)!
    // The expired event as it was generated earlier, delivered late.
    fake.expire(sessionId)
    const lateExpired = fake.event('checkout.session.expired', sessionId)
    Object.assign(session, { status: 'open', url: 'x' })
    fake.complete(sessionId)
    expect((await webhook(fake.event('checkout.session.completed', sessionId))).data.status).toBe('processed')
    expect((await webhook(lateExpired)).status).toBe(200)
    const order = await orderOf(sessionId)
    expect(order.status).toBe('completed')
    expect(await grantsFor(order.id)).toHaveLength(1)
    expect((await verify(sessionId)).data).toMatchObject({
      success: true,
      status: 'completed',
    })
    expect(await currentBalance(db, buyer.id)).toBe(before + 8)
  })

  it('an async failure after a pending completion fails the order and grants nothing, even if verify races it', async () => {
    const before = (await currentBalance(db, buyer.id)) ?? 0
    const sessionId = await buy('starter')
    fake.complete(sessionId, 'unpaid')
    expect((await webhook(fake.event('checkout.session.completed', sessionId))).data.status).toBe('ignored')
    expect((await orderOf(sessionId)).status).toBe('pending')
    const failed = fake.event('checkout.session.async_payment_failed', sessionId)
    await Promise.all([webhook(failed), ...range(5).map(() => verify(sessionId)), webhook(failed)])
    expect((await orderOf(sessionId)).status).toBe('failed')
    expect((await verify(sessionId)).data).toMatchObject({
      success: false,
      status: 'failed',
    })
    expect(await grantsFor((await orderOf(sessionId)).id)).toHaveLength(0)
    expect(await currentBalance(db, buyer.id)).toBe(before)
  })

  it('an async failure delivered after the async success does not undo the paid order', async () => {
    const before = (await currentBalance(db, buyer.id)) ?? 0
    const sessionId = await buy('starter')
    fake.complete(sessionId, 'unpaid')
    const lateFailure = fake.event('checkout.session.async_payment_failed', sessionId)
    fake.settleAsync(sessionId)
    expect(
      (await webhook(fake.event('checkout.session.async_payment_succeeded', sessionId))).data.status,
    ).toBe('processed')
    expect((await webhook(lateFailure)).status).toBe(200)
    const order = await orderOf(sessionId)
    expect(order.status).toBe('completed')
    expect(await grantsFor(order.id)).toHaveLength(1)
    expect(await currentBalance(db, buyer.id)).toBe(before + 2)
    expect(await ledgerInvariant(db)).toEqual([])
  })
})
