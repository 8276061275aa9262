import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { orders } from '../../db/schema/payments.ts'
import { startFakeStripe } from '../../testing/fake-stripe.ts'
import { testApp } from '../../testing/test-app.ts'
import { currentBalance, ledgerInvariant } from '../credits/public.ts'
import { adminEmail } from '../../testing/admin-test-kit.ts'
import type { RefundOrderInput } from '../../../shared/admin/orders.ts'
import type { CreatePaymentBody, PurchasePromptBody } from '../../../shared/payments/payment-bodies.ts'

type Who = { headers: Record<string, string> }

// Refunds through the Stripe adapter (official SDK) against the local fake of the Stripe API.
describe('admin refunds through Stripe', async () => {
  const fake = await startFakeStripe()
  afterAll(() => fake.close())
  const t = await testApp({
    seed: true,
    env: {
      ADMIN_EMAILS: adminEmail,
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_secret',
      STRIPE_API_URL: fake.url,
    },
  })
  const admin = await t.signedInUser({ email: adminEmail })
  const { read } = t
  const createPayment = (who: Who, body: CreatePaymentBody) =>
    read(t.as(who).functions['create-payment'].$post({ json: body }))
  const verify = (who: Who, sessionId: string) =>
    read(t.as(who).functions['verify-credit-payment'].$post({ json: { sessionId } }))
  const purchase = (who: Who, body: PurchasePromptBody) =>
    read(t.as(who).functions['purchase-prompt'].$post({ json: body }))
  const refund = (orderId: string, body: RefundOrderInput) =>
    read(t.as(admin).admin.orders[':id'].refund.$post({ param: { id: orderId }, json: body }))

  it('refunds the unspent share of a package on the payment intent, keyed by the order', async () => {
    const buyer = await t.signedInUser()
    const { sessionId } = (await createPayment(buyer, { packageId: 'explorer' })).data
    fake.complete(sessionId)
    expect((await verify(buyer, sessionId)).data.success).toBe(true)
    const [order] = await t.db.select().from(orders).where(eq(orders.providerSessionId, sessionId))
    await purchase(buyer, { promptId: 'email-polisher', method: 'credits' })

    const res = await refund(order!.id, {
      reason: 'Asked within 30 days',
      partial: true,
    })
    expect(res.data).toMatchObject({ partial: true, creditsReversed: 6, amountCents: 1875 })
    expect(fake.refunds.at(-1)).toMatchObject({
      payment_intent: order!.providerPaymentId,
      amount: 1875,
      metadata: { orderId: order!.id },
    })
    expect(fake.requests.at(-1)!.idempotencyKey).toBe(`refund:${order!.id}`)
    expect(t.mail.sent.at(-1)!.text).toContain(
      'Refunds usually reach your card within 5 to 10 business days.',
    )
    expect(await currentBalance(t.db, buyer.id)).toBe(0)
    expect(await ledgerInvariant(t.db)).toEqual([])
  })

  it('leaves the order paid when Stripe refuses', async () => {
    const buyer = await t.signedInUser()
    const { sessionId } = (await createPayment(buyer, { packageId: 'starter' })).data
    fake.complete(sessionId)
    await verify(buyer, sessionId)
    const [order] = await t.db.select().from(orders).where(eq(orders.providerSessionId, sessionId))
    fake.failNextRequests(5)
    const res = await refund(order!.id, { reason: 'Try' })
    fake.failNextRequests(0)
    expect(res.status).toBe(502)
    expect((await t.db.select().from(orders).where(eq(orders.id, order!.id)))[0]!.status).toBe('completed')
    expect(await currentBalance(t.db, buyer.id)).toBe(2)
  })
})
