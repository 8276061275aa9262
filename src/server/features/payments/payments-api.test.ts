import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { testApp } from '../../testing/test-app.ts'
import { range } from '../../testing/given.ts'
import { orders } from '../../db/schema/payments.ts'
import { creditTransactions } from '../../db/schema/credits.ts'
import { currentBalance, ledgerInvariant } from '../credits/public.ts'
import type { RealtimeEvent } from '../realtime/public.ts'
import type { CreatePaymentBody } from '../../../shared/payments/payment-bodies.ts'

// Credit packages through the local test checkout (PAYMENTS_PROVIDER=local, the default).
describe('credit package payments (local checkout)', async () => {
  const app = await testApp()
  const { json, db, mail, deps, read } = app
  const published: RealtimeEvent[] = []
  deps.events.subscribe((e) => published.push(e))

  type Who = { headers: Record<string, string> } | null
  const createPayment = (who: Who, body: CreatePaymentBody) =>
    read(app.as(who).functions['create-payment'].$post({ json: body }))
  // Bodies the typed client would refuse to send (bad types, extra fields): raw, as a hostile browser would.
  const postRaw = (path: string, who: Who, body: unknown) =>
    json(path, { method: 'POST', headers: who?.headers ?? {}, json: body })
  const verify = (who: Who, sessionId: string) =>
    read(app.as(who).functions['verify-credit-payment'].$post({ json: { sessionId } }))
  const localCheckout = (who: Who) => app.as(who).payments.local[':sessionId']
  const pay = (who: Who, sessionId: string) => read(localCheckout(who).pay.$post({ param: { sessionId } }))
  const cancel = (who: Who, sessionId: string) =>
    read(localCheckout(who).cancel.$post({ param: { sessionId } }))
  const checkout = async (who: Who, packageId = 'explorer') => {
    const res = await createPayment(who, { packageId })
    expect(res.status).toBe(200)
    return res.data
  }
  const orderOf = async (sessionId: string) =>
    (await db.select().from(orders).where(eq(orders.providerSessionId, sessionId)))[0]
  const ledgerRowsFor = async (orderId: string) =>
    db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.idempotencyKey, `order:${orderId}`))

  it('needs a signed-in member', async () => {
    const res = await createPayment(null, { packageId: 'starter' })
    expect(res.status).toBe(401)
    expect(res.error).toEqual({ code: 'unauthorized', message: 'Authentication required' })
  })

  it('answers bad bodies with 400 and the error body', async () => {
    const buyer = await app.signedInUser()
    for (const body of [{}, { packageId: 'mega' }, { packageId: 7 }, { packageId: null }, 'x', []]) {
      const res = await postRaw('/api/functions/create-payment', buyer, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.data.error.code).toBe('validation_failed')
    }
    const malformed = await json('/api/functions/create-payment', {
      method: 'POST',
      headers: { ...buyer.headers, 'content-type': 'application/json' },
      body: '{"packageId":',
    })
    expect(malformed.status).toBe(400)
    expect(malformed.data.error.code).toBeTypeOf('string')
  })

  it('prices the order from the package, ignoring credits and prices sent by the browser', async () => {
    const buyer = await app.signedInUser()
    const res = await postRaw('/api/functions/create-payment', buyer, {
      packageId: 'starter',
      credits: 1000,
      priceAud: 0.01,
      amount: 1,
      amountCents: 1,
      userId: 'someone-else',
    })
    expect(res.status).toBe(200)
    expect(res.data.url).toBe(`/checkout/local/${res.data.sessionId}`)
    const order = await orderOf(res.data.sessionId)
    expect(order).toMatchObject({
      userId: buyer.id,
      kind: 'credits',
      provider: 'local',
      packageId: 'starter',
      credits: 2,
      amountCents: 799,
      currency: 'aud',
      status: 'pending',
    })
  })

  it('shows the test checkout to its buyer only', async () => {
    const buyer = await app.signedInUser()
    const other = await app.signedInUser()
    const { sessionId } = await checkout(buyer, 'pro')
    const mine = await read(localCheckout(buyer).$get({ param: { sessionId } }))
    expect(mine.status).toBe(200)
    expect(mine.data).toMatchObject({
      sessionId,
      kind: 'credits',
      status: 'pending',
      item: 'Pro package: 20 credits',
      credits: 20,
      amountCents: 4990,
      currency: 'aud',
    })
    for (const id of [sessionId, 'cs_local_nope']) {
      const res = await read(localCheckout(other).$get({ param: { sessionId: id } }))
      expect(res.status).toBe(404)
      expect(res.error?.code).toBe('checkout_not_found')
    }
    expect((await pay(other, sessionId)).status).toBe(404)
    expect((await cancel(other, sessionId)).status).toBe(404)
    expect((await pay(null, sessionId)).status).toBe(401)
    expect((await orderOf(sessionId)).status).toBe('pending')
  })

  it('pays, grants the package once, and verify reports it however often it is called', async () => {
    const buyer = await app.signedInUser({ credits: 1 })
    const { sessionId } = await checkout(buyer, 'explorer')
    const before = await verify(buyer, sessionId)
    expect(before.data).toEqual({ success: false, credits: 0, balance: 1, status: 'pending' })

    const sentBefore = mail.sent.length
    const paid = await pay(buyer, sessionId)
    expect(paid.status).toBe(200)
    expect(paid.data).toEqual({ redirect: `/payment/success?session_id=${sessionId}&type=credits` })
    expect(published).toContainEqual({ type: 'balance', userId: buyer.id, balance: 9 })

    for (const _ of range(2)) {
      const verified = await verify(buyer, sessionId)
      expect(verified.status).toBe(200)
      expect(verified.data).toEqual({ success: true, credits: 8, balance: 9, status: 'completed' })
    }
    // Paying again (a double click) changes nothing.
    expect((await pay(buyer, sessionId)).status).toBe(200)
    const order = await orderOf(sessionId)
    expect(await ledgerRowsFor(order.id)).toHaveLength(1)
    expect(await currentBalance(db, buyer.id)).toBe(9)

    const delivered = mail.sent.slice(sentBefore).filter((m) => m.to === buyer.email)
    expect(delivered).toHaveLength(1)
    expect(delivered[0].subject).toContain('Explorer credit package: 8 credits')
    expect(delivered[0].text).toContain('http://localhost:3000/dashboard')
    expect(await ledgerInvariant(db)).toEqual([])
  })

  it('grants exactly once when verify calls and payments race', async () => {
    const buyer = await app.signedInUser()
    const { sessionId } = await checkout(buyer, 'starter')
    await Promise.all([
      ...range(5).map(() => pay(buyer, sessionId)),
      ...range(5).map(() => verify(buyer, sessionId)),
    ])
    const order = await orderOf(sessionId)
    expect(order.status).toBe('completed')
    expect(await ledgerRowsFor(order.id)).toHaveLength(1)
    expect(await currentBalance(db, buyer.id)).toBe(2)
    expect(mail.sent.filter((m) => m.to === buyer.email && m.subject.includes('Starter'))).toHaveLength(1)
  })

  it('a cancelled checkout grants nothing and cannot be paid afterwards', async () => {
    const buyer = await app.signedInUser()
    const { sessionId } = await checkout(buyer, 'pro')
    const cancelled = await cancel(buyer, sessionId)
    expect(cancelled.data).toEqual({ redirect: '/payment/cancelled' })
    const paid = await pay(buyer, sessionId)
    expect(paid.status).toBe(409)
    expect(paid.error?.code).toBe('checkout_closed')
    const verified = await verify(buyer, sessionId)
    expect(verified.data).toEqual({ success: false, credits: 0, balance: 0, status: 'cancelled' })
    expect(await currentBalance(db, buyer.id)).toBe(0)
    expect((await orderOf(sessionId)).status).toBe('cancelled')
  })

  it('a paid checkout cannot be cancelled', async () => {
    const buyer = await app.signedInUser()
    const { sessionId } = await checkout(buyer, 'starter')
    await pay(buyer, sessionId)
    const cancelled = await cancel(buyer, sessionId)
    expect(cancelled.status).toBe(409)
    expect((await orderOf(sessionId)).status).toBe('completed')
    expect(await currentBalance(db, buyer.id)).toBe(2)
  })

  it('an expired checkout grants nothing', async () => {
    const buyer = await app.signedInUser()
    const { sessionId } = await checkout(buyer, 'explorer')
    await db.update(orders).set({ status: 'expired' }).where(eq(orders.providerSessionId, sessionId))
    expect((await pay(buyer, sessionId)).status).toBe(409)
    const verified = await verify(buyer, sessionId)
    expect(verified.data.success).toBe(false)
    expect(await currentBalance(db, buyer.id)).toBe(0)
  })

  it("refuses to verify another member's session, an unknown one, or one of another kind", async () => {
    const buyer = await app.signedInUser()
    const other = await app.signedInUser()
    const { sessionId } = await checkout(buyer, 'explorer')
    await pay(buyer, sessionId)
    for (const [who, id] of [
      [other, sessionId],
      [buyer, 'cs_local_unknown'],
    ] as const) {
      const res = await verify(who, id)
      expect(res.status).toBe(404)
      expect(res.error?.code).toBe('payment_not_found')
    }
    const asPrompt = await read(
      app.as(buyer).functions['verify-prompt-payment'].$post({ json: { sessionId } }),
    )
    expect(asPrompt.status).toBe(404)
    expect(await currentBalance(db, other.id)).toBe(0)
    for (const body of [{}, { sessionId: '' }, { sessionId: 'x'.repeat(301) }, { sessionId: 5 }]) {
      const res = await postRaw('/api/functions/verify-credit-payment', buyer, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
    }
    expect((await verify(null, sessionId)).status).toBe(401)
  })

  it('has no Stripe webhook in local mode', async () => {
    const res = await json('/api/webhooks/stripe', { method: 'POST', body: '{}' })
    expect(res.status).toBe(404)
  })

  it('keeps every balance equal to its ledger', async () => {
    expect(await ledgerInvariant(db)).toEqual([])
    const completed = await db.select().from(orders).where(eq(orders.status, 'completed'))
    const granted = await db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.transactionType, 'purchase'))
    expect(granted.map((g) => g.referenceId).sort()).toEqual(completed.map((o) => o.id).sort())
  })
})
