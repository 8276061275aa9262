import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { refundRequests } from '../../db/schema/activity.ts'
import { creditTransactions } from '../../db/schema/credits.ts'
import { orders } from '../../db/schema/payments.ts'
import { orderRefunds } from '../../db/schema/refunds.ts'
import { currentBalance, ledgerInvariant } from '../credits/public.ts'
import type { RefundRequestInput } from '../../../shared/account/orders.ts'
import type { PurchasePromptBody } from '../../../shared/payments/payment-bodies.ts'
import { testApp } from '../../testing/test-app.ts'

type Who = { headers: Record<string, string>; email?: string }

// The buyer's side of orders and money-back requests, over the real local checkout.
describe('account orders API', async () => {
  const t = await testApp({
    seed: true,
    env: { SELLER_ABN: '12 345 678 901', SELLER_ADDRESS: '1 Test St, Sydney NSW' },
  })
  const { read } = t
  const myOrders = (who: Who | null) => read(t.as(who).account.orders.$get())
  const myLedger = (who: Who | null) => read(t.as(who).account.ledger.$get())
  const receipt = (who: Who, id: string) =>
    read(t.as(who).account.orders[':id'].receipt.$get({ param: { id } }))
  const buyPrompt = (who: Who, body: PurchasePromptBody) =>
    read(t.as(who).functions['purchase-prompt'].$post({ json: body }))
  const createPayment = (who: Who, packageId: string) =>
    read(t.as(who).functions['create-payment'].$post({ json: { packageId } }))
  const pay = async (who: Who, url: string) => {
    const sessionId = url.split('/').pop()!
    expect(
      (await read(t.as(who).payments.local[':sessionId'].pay.$post({ param: { sessionId } }))).status,
    ).toBe(200)
    const [order] = await t.db.select().from(orders).where(eq(orders.providerSessionId, sessionId))
    return order!
  }
  const buyCredits = async (who: Who, packageId = 'explorer') =>
    pay(who, (await createPayment(who, packageId)).data.url)
  const ask = (who: Who, orderId: string, reason: RefundRequestInput['reason'] = 'I no longer need it') =>
    read(
      t.as(who).account.orders[':id']['refund-request'].$post({ param: { id: orderId }, json: { reason } }),
    )

  it('lists only the caller’s orders, with item, amount and status, and the ledger as history', async () => {
    const buyer = await t.signedInUser()
    const other = await t.signedInUser()
    const order = await buyCredits(buyer)
    await buyCredits(other, 'starter')
    const res = await myOrders(buyer)
    expect(res.status).toBe(200)
    expect(res.data.orders).toHaveLength(1)
    expect(res.data.orders[0]).toMatchObject({
      id: order.id,
      kind: 'credits',
      item: 'Explorer: 8 credits',
      amountCents: 2500,
      status: 'paid',
      canRequestRefund: true,
    })
    expect(res.data.orders[0].orderNumber).toMatch(/^[0-9A-F]{8}$/)
    const ledger = await myLedger(buyer)
    expect(ledger.data.entries).toMatchObject([
      { amount: 8, type: 'purchase', label: 'Credit purchase', balanceAfter: 8 },
    ])
    expect((await myOrders(null)).status).toBe(401)
    expect((await myLedger(null)).status).toBe(401)
  })

  it('refunds unspent credits at once, once, and mails the buyer', async () => {
    const buyer = await t.signedInUser()
    const order = await buyCredits(buyer)
    const first = await ask(buyer, order.id)
    expect(first.status).toBe(200)
    expect(first.data).toEqual({ outcome: 'refunded', amountCents: 2500, creditsReversed: 8, balance: 0 })
    const again = await ask(buyer, order.id)
    expect(again.status).toBe(409)
    expect(again.error).toEqual({
      code: 'already_refunded',
      message: 'This order has already been refunded',
    })
    expect(await currentBalance(t.db, buyer.id)).toBe(0)
    const list = (await myOrders(buyer)).data.orders
    expect(list[0]).toMatchObject({ status: 'refunded', canRequestRefund: false })
    const ledger = (await myLedger(buyer)).data.entries
    expect(ledger[0]).toMatchObject({ amount: -8, type: 'refund', label: 'Refund', balanceAfter: 0 })
    expect(
      t.mail.sent.filter((m) => m.to === buyer.email && m.subject.startsWith('Your PromptMarket refund')),
    ).toHaveLength(1)
    expect(await ledgerInvariant(t.db)).toEqual([])
  })

  it('refunds once when the same request arrives several times at once', async () => {
    const buyer = await t.signedInUser()
    const order = await buyCredits(buyer, 'pro')
    const results = await Promise.all([ask(buyer, order.id), ask(buyer, order.id), ask(buyer, order.id)])
    expect(results.filter((r) => r.status === 200)).toHaveLength(1)
    expect(results.filter((r) => r.status === 409)).toHaveLength(2)
    const rows = await t.db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.idempotencyKey, `refund:${order.id}`))
    expect(rows).toHaveLength(1)
    expect(await currentBalance(t.db, buyer.id)).toBe(0)
    expect(await ledgerInvariant(t.db)).toEqual([])
  })

  it('allows one automatic refund per 30 days; later ones, even concurrent, go to the queue', async () => {
    const buyer = await t.signedInUser()
    const a = await buyCredits(buyer, 'starter')
    const b = await buyCredits(buyer, 'starter')
    const c = await buyCredits(buyer, 'starter')
    const both = await Promise.all([ask(buyer, a.id), ask(buyer, b.id)])
    expect(both.map((r) => r.data.outcome).sort()).toEqual(['queued', 'refunded'])
    const third = await ask(buyer, c.id)
    expect(third.data.outcome).toBe('queued')
    expect(await currentBalance(t.db, buyer.id)).toBe(4)
    const pending = await t.db.select().from(refundRequests).where(eq(refundRequests.userId, buyer.id))
    expect(pending).toHaveLength(2)
    expect(pending.every((p) => p.status === 'pending' && p.reason === 'I no longer need it')).toBe(true)
    const statuses = (await myOrders(buyer)).data.orders.map((o: { status: string }) => o.status).sort()
    expect(statuses).toEqual(['refund_requested', 'refund_requested', 'refunded'])
    const repeat = await ask(buyer, c.id)
    expect(repeat.status).toBe(409)
    expect(repeat.error?.code).toBe('refund_already_requested')
    expect(
      t.mail.sent.filter(
        (m) => m.to === buyer.email && m.subject.startsWith('We received your refund request'),
      ),
    ).toHaveLength(2)

    // An automatic refund older than 30 days no longer counts.
    await t.db
      .update(orderRefunds)
      .set({ createdAt: sql`now() - interval '31 days'` })
      .where(eq(orderRefunds.userId, buyer.id))
    const d = await buyCredits(buyer, 'starter')
    expect((await ask(buyer, d.id)).data.outcome).toBe('refunded')
    expect(await ledgerInvariant(t.db)).toEqual([])
  })

  it('queues a credit package once any credits were spent since it was paid', async () => {
    const buyer = await t.signedInUser({ credits: 20 })
    const order = await buyCredits(buyer)
    expect((await buyPrompt(buyer, { promptId: 'email-polisher', method: 'credits' })).status).toBe(200)
    // The balance still covers the 8 credits, but a spend came after the purchase: not 'unspent'.
    expect(await currentBalance(t.db, buyer.id)).toBeGreaterThanOrEqual(8)
    const res = await ask(buyer, order.id)
    expect(res.data.outcome).toBe('queued')
    expect(await ledgerInvariant(t.db)).toEqual([])
  })

  it('refunds a direct purchase at once until its prompt has a saved customisation', async () => {
    const buyer = await t.signedInUser()
    const started = await buyPrompt(buyer, { promptId: 'japan-planner', method: 'direct' })
    const order = await pay(buyer, started.data.checkout_url!)
    expect((await ask(buyer, order.id)).data).toMatchObject({
      outcome: 'refunded',
      amountCents: 2500,
      creditsReversed: 0,
    })
    expect(
      (await read(t.as(buyer).purchases[':promptId'].access.$get({ param: { promptId: 'japan-planner' } })))
        .data.owned,
    ).toBe(false)

    const other = await t.signedInUser()
    const o2 = await pay(
      other,
      (await buyPrompt(other, { promptId: 'japan-planner', method: 'direct' })).data.checkout_url!,
    )
    await t.db.execute(
      sql`INSERT INTO user_prompt_customizations (user_id, prompt_id, customization_data, generated_prompt, title) VALUES (${other.id}, 'japan-planner', '{}'::jsonb, 'x', 'Mine')`,
    )
    expect((await ask(other, o2.id)).data.outcome).toBe('queued')
  })

  it('refuses orders past 30 days, unpaid orders, others’ orders and bad input', async () => {
    const buyer = await t.signedInUser()
    const stranger = await t.signedInUser()
    const old = await buyCredits(buyer, 'starter')
    await t.db
      .update(orders)
      .set({ completedAt: sql`now() - interval '31 days'` })
      .where(eq(orders.id, old.id))
    const late = await ask(buyer, old.id)
    expect(late.status).toBe(422)
    expect(late.error?.code).toBe('refund_period_over')
    expect(late.error?.message).toMatch(
      /^The 30-day money-back period for this order ended on \d{4}-\d{2}-\d{2}$/,
    )
    expect((await myOrders(buyer)).data.orders[0].canRequestRefund).toBe(false)

    const fresh = await buyCredits(buyer, 'starter')
    expect((await ask(stranger, fresh.id)).status).toBe(404)
    expect((await receipt(stranger, fresh.id)).status).toBe(404)
    expect((await ask(buyer, 'not-a-uuid')).status).toBe(400)
    // A reason outside the list, and a body without one: raw, as the typed client would not send them.
    const badReason = await t.json(`/api/account/orders/${fresh.id}/refund-request`, {
      method: 'POST',
      headers: buyer.headers,
      json: { reason: 'whatever' },
    })
    expect(badReason.status).toBe(400)
    const noReason = await t.json(`/api/account/orders/${fresh.id}/refund-request`, {
      method: 'POST',
      headers: buyer.headers,
      json: {},
    })
    expect(noReason.status).toBe(400)

    const sessionId = (await createPayment(buyer, 'starter')).data.sessionId
    const [open] = await t.db.select().from(orders).where(eq(orders.providerSessionId, sessionId))
    expect((await ask(buyer, open!.id)).status).toBe(409)
    expect((await receipt(buyer, open!.id)).status).toBe(404)
  })

  it('gives a receipt with GST as one eleventh and the seller from configuration', async () => {
    const buyer = await t.signedInUser({ name: 'Rita Receipt' })
    const order = await buyCredits(buyer)
    const res = await receipt(buyer, order.id)
    expect(res.status).toBe(200)
    expect(res.data).toMatchObject({
      title: 'Tax invoice',
      testMode: true,
      orderId: order.id,
      item: 'Explorer: 8 credits',
      amountCents: 2500,
      gstCents: 227,
      currency: 'AUD',
      buyer: { name: 'Rita Receipt', email: buyer.email },
      seller: { name: 'PromptMarket Pty Ltd', abn: '12 345 678 901', address: '1 Test St, Sydney NSW' },
    })
    const delivery = t.mail.sent.find(
      (m) => m.to === buyer.email && m.subject.startsWith('Your PromptMarket purchase'),
    )
    expect(delivery?.text).toContain(
      `Your receipt (amount incl. GST): http://localhost:3000/account/receipts/${order.id}\n`,
    )
  })
})
