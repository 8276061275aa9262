import { and, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { refundRequests } from '../../db/schema/activity.ts'
import { creditTransactions } from '../../db/schema/credits.ts'
import { giftCodes } from '../../db/schema/gifts.ts'
import { orders } from '../../db/schema/payments.ts'
import { promptPurchases } from '../../db/schema/purchases.ts'
import { currentBalance, grantCredits, ledgerInvariant } from '../credits/public.ts'
import { PaymentProviderError } from '../payments/public.ts'
import type { RealtimeEvent } from '../realtime/public.ts'
import { adminTestApp } from '../../testing/admin-test-kit.ts'
import { creditValueOf } from '../../testing/earnings-test-kit.ts'
import type { RefundOrderInput } from '../../../shared/admin/orders.ts'
import type { PurchasePromptBody } from '../../../shared/payments/payment-bodies.ts'
import type { PurchaseGiftCardBody } from '../../../shared/gifts/purchase-gift-card-body.ts'

type Who = { headers: Record<string, string> }

// Refunds through the local provider, over the real checkout flows that made the orders.
describe('admin refunds API', async () => {
  const t = await adminTestApp({ seed: true })
  const events: RealtimeEvent[] = []
  t.deps.events.subscribe((e) => events.push(e))

  const { read } = t
  const admin = t.as(t.admin)
  const pay = async (who: Who, url: string) => {
    const sessionId = url.split('/').pop()!
    const res = await read(t.as(who).payments.local[':sessionId'].pay.$post({ param: { sessionId } }))
    expect(res.status).toBe(200)
    const [order] = await t.db.select().from(orders).where(eq(orders.providerSessionId, sessionId))
    expect(order!.status).toBe('completed')
    return order!
  }
  const buyCredits = async (who: Who, packageId = 'explorer') =>
    pay(who, (await read(t.as(who).functions['create-payment'].$post({ json: { packageId } }))).data.url)
  const refund = (orderId: string, body: RefundOrderInput = { reason: 'Changed their mind' }) =>
    read(admin.admin.orders[':id'].refund.$post({ param: { id: orderId }, json: body }))
  const buyPrompt = (who: Who, body: PurchasePromptBody) =>
    read(t.as(who).functions['purchase-prompt'].$post({ json: body }))
  const access = (who: Who, promptId: string) =>
    read(t.as(who).purchases[':promptId'].access.$get({ param: { promptId } }))
  const buyGiftCard = (who: Who, body: PurchaseGiftCardBody) =>
    read(t.as(who).functions['purchase-gift-card'].$post({ json: body }))
  const redeem = (who: Who, code: string) =>
    read(t.as(who).functions['redeem-gift-code'].$post({ json: { code } }))
  const ledgerFor = (orderId: string) =>
    t.db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.idempotencyKey, `refund:${orderId}`))

  it('refunds a credit package once, however often it is asked, and mails the buyer once', async () => {
    const buyer = await t.signedInUser()
    const order = await buyCredits(buyer)
    expect(await currentBalance(t.db, buyer.id)).toBe(8)

    const first = await refund(order.id)
    const second = await refund(order.id)
    expect(first.status).toBe(200)
    expect(first.data).toMatchObject({
      alreadyRefunded: false,
      amountCents: 2500,
      creditsReversed: 8,
      balance: 0,
    })
    expect(second.status).toBe(200)
    expect(second.data).toMatchObject({ alreadyRefunded: true, amountCents: 2500, creditsReversed: 8 })

    expect(await currentBalance(t.db, buyer.id)).toBe(0)
    const rows = await ledgerFor(order.id)
    expect(rows).toMatchObject([{ amount: -8, transactionType: 'refund', referenceId: order.id }])
    const [after] = await t.db.select().from(orders).where(eq(orders.id, order.id))
    expect(after).toMatchObject({ status: 'refunded' })
    expect(after!.refundedAt).toBeInstanceOf(Date)
    expect(
      t.mail.sent.filter((m) => m.to === buyer.email && m.subject.startsWith('Your PromptMarket refund')),
    ).toHaveLength(1)
    expect(events).toContainEqual({ type: 'balance', userId: buyer.id, balance: 0 })
    expect(await ledgerInvariant(t.db)).toEqual([])
  })

  it('refunds once when two admins click at the same moment', async () => {
    const buyer = await t.signedInUser()
    const order = await buyCredits(buyer, 'pro')
    const results = await Promise.all([refund(order.id), refund(order.id), refund(order.id)])
    expect(results.map((r) => r.status)).toEqual([200, 200, 200])
    expect(results.filter((r) => r.data.alreadyRefunded === false)).toHaveLength(1)
    expect(await ledgerFor(order.id)).toHaveLength(1)
    expect(await currentBalance(t.db, buyer.id)).toBe(0)
    expect(await ledgerInvariant(t.db)).toEqual([])
  })

  it('refuses when package credits were spent, unless the admin chooses a partial refund', async () => {
    const buyer = await t.signedInUser()
    const order = await buyCredits(buyer)
    const spend = await buyPrompt(buyer, { promptId: 'breakup-rebuild', method: 'credits' })
    expect(spend.status).toBe(200)
    expect(await currentBalance(t.db, buyer.id)).toBe(4)

    const refused = await refund(order.id)
    expect(refused.status).toBe(422)
    expect(refused.error).toEqual({
      code: 'credits_spent',
      message:
        'The buyer has spent 4 of the 8 credits from this order (balance 4). Choose a partial refund to return the money for the unspent credits only.',
    })
    expect(await currentBalance(t.db, buyer.id)).toBe(4)

    const partial = await refund(order.id, { reason: 'Unspent credits back', partial: true })
    expect(partial.data).toMatchObject({ partial: true, creditsReversed: 4, amountCents: 1250, balance: 0 })
    const list = await read(admin.admin.orders.$get({ query: { email: buyer.email } }))
    expect(list.data.items[0]).toMatchObject({
      id: order.id,
      status: 'refunded',
      refund: { amountCents: 1250, creditsReversed: 4, partial: true, adminEmail: t.admin.email },
    })
    // The prompt bought with the credits stays: it was paid for with the spent half.
    expect((await access(buyer, 'breakup-rebuild')).data.owned).toBe(true)
    expect(await ledgerInvariant(t.db)).toEqual([])
  })

  it('returns no more than the credits are still worth when free credits covered the count', async () => {
    const buyer = await t.signedInUser()
    await grantCredits(t.db, {
      userId: buyer.id,
      amount: 8,
      type: 'wheel_bonus',
      description: 'Welcome wheel',
      key: `wheel:${buyer.id}`,
    })
    const order = await buyCredits(buyer) // 8 credits for A$25: 16 credits worth A$25
    expect((await buyPrompt(buyer, { promptId: 'breakup-rebuild', method: 'credits' })).status).toBe(200)
    // 4 of 16 credits spent took A$6.25 of the value; the balance (12) still covers the package's 8.
    expect(await currentBalance(t.db, buyer.id)).toBe(12)

    const refused = await refund(order.id)
    expect(refused.status).toBe(422)
    expect(refused.error).toEqual({
      code: 'credits_spent',
      message:
        "Part of what this order paid for has been spent: the buyer's credits are worth A$18.75 of the A$25.00 paid. Choose a partial refund to return A$18.75.",
    })
    expect(await currentBalance(t.db, buyer.id)).toBe(12)

    const partial = await refund(order.id, { reason: 'What is left', partial: true })
    expect(partial.data).toMatchObject({ partial: true, creditsReversed: 8, amountCents: 1875, balance: 4 })
    expect(await creditValueOf(t.db, buyer.id)).toBe(0)
    // What the refund row took from the pool is exactly what went back to the card.
    const [row] = await ledgerFor(order.id)
    expect(row).toMatchObject({ amount: -8, valueCents: -1875 })
    expect(await ledgerInvariant(t.db)).toEqual([])
  })

  it('has nothing to refund when every credit was spent', async () => {
    const buyer = await t.signedInUser()
    const order = await buyCredits(buyer, 'starter')
    await buyPrompt(buyer, { promptId: 'email-polisher', method: 'credits' })
    expect(await currentBalance(t.db, buyer.id)).toBe(0)
    const res = await refund(order.id, { reason: 'Asked', partial: true })
    expect(res.status).toBe(422)
    expect(res.error?.code).toBe('nothing_to_refund')
  })

  it('takes back access for a direct prompt purchase', async () => {
    const buyer = await t.signedInUser()
    const started = await buyPrompt(buyer, { promptId: 'japan-planner', method: 'direct' })
    const order = await pay(buyer, started.data.checkout_url!)
    expect((await access(buyer, 'japan-planner')).data.owned).toBe(true)

    const res = await refund(order.id)
    expect(res.data).toMatchObject({ kind: 'prompt', amountCents: 2500, creditsReversed: 0 })
    expect((await access(buyer, 'japan-planner')).data.owned).toBe(false)
    expect(
      (await read(t.as(buyer).templates[':id'].content.$get({ param: { id: 'japan-planner' } }))).status,
    ).toBe(403)
    const rows = await t.db.select().from(promptPurchases).where(eq(promptPurchases.orderId, order.id))
    expect(rows).toMatchObject([{ status: 'refunded' }])
    expect(await ledgerFor(order.id)).toEqual([])
  })

  it('voids an unredeemed gift code, and refuses once it has been redeemed', async () => {
    const buyer = await t.signedInUser()
    const giftBody = { packageId: 'explorer', credits: 8, priceAud: 25 }
    const first = await pay(buyer, (await buyGiftCard(buyer, giftBody)).data.sessionUrl)
    const [code] = await t.db.select().from(giftCodes).where(eq(giftCodes.orderId, first.id))
    expect((await refund(first.id)).status).toBe(200)
    expect((await t.db.select().from(giftCodes).where(eq(giftCodes.id, code!.id)))[0]!.status).toBe(
      'refunded',
    )
    const friend = await t.signedInUser()
    expect((await redeem(friend, code!.code)).status).toBe(422)
    expect(
      (await read(admin.admin['gift-codes'][':code'].$get({ param: { code: code!.code } }))).data.state,
    ).toBe('refunded')

    const second = await pay(buyer, (await buyGiftCard(buyer, giftBody)).data.sessionUrl)
    const [code2] = await t.db.select().from(giftCodes).where(eq(giftCodes.orderId, second.id))
    expect((await redeem(friend, code2!.code)).status).toBe(200)
    const refused = await refund(second.id)
    expect(refused.status).toBe(422)
    expect(refused.error?.code).toBe('gift_redeemed')
    expect(await ledgerInvariant(t.db)).toEqual([])
  })

  it('keeps to the 30-day money-back period and refunds only paid orders', async () => {
    const buyer = await t.signedInUser()
    const old = await buyCredits(buyer, 'starter')
    await t.db
      .update(orders)
      .set({ completedAt: sql`now() - interval '31 days'` })
      .where(eq(orders.id, old.id))
    const late = await refund(old.id)
    expect(late.status).toBe(422)
    expect(late.error?.code).toBe('refund_period_over')
    expect(late.error?.message).toMatch(
      /^The 30-day money-back period for this order ended on \d{4}-\d{2}-\d{2}$/,
    )

    const pending = (
      await read(t.as(buyer).functions['create-payment'].$post({ json: { packageId: 'starter' } }))
    ).data.sessionId
    const [open] = await t.db.select().from(orders).where(eq(orders.providerSessionId, pending))
    const res = await refund(open!.id)
    expect(res.status).toBe(409)
    expect(res.error?.code).toBe('not_refundable')
    expect((await refund('00000000-0000-4000-8000-000000000000')).status).toBe(404)
    expect((await refund(old.id, { reason: '' })).status).toBe(400)
  })

  it('changes nothing when the provider refuses the refund', async () => {
    const buyer = await t.signedInUser()
    const order = await buyCredits(buyer)
    const original = t.deps.payments.refund
    t.deps.payments.refund = async () => {
      throw new PaymentProviderError('card network down')
    }
    try {
      const res = await refund(order.id)
      expect(res.status).toBe(502)
      expect(res.error?.code).toBe('refund_failed')
    } finally {
      t.deps.payments.refund = original
    }
    expect(await currentBalance(t.db, buyer.id)).toBe(8)
    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe('completed')
    expect(await ledgerFor(order.id)).toEqual([])
    expect((await refund(order.id)).data.alreadyRefunded).toBe(false)
  })

  it('lists money-back requests for decision, and closes them on refund or rejection', async () => {
    const buyer = await t.signedInUser()
    const a = await buyCredits(buyer, 'starter')
    const b = await buyCredits(buyer, 'starter')
    const [ra, rb] = await t.db
      .insert(refundRequests)
      .values([
        { orderId: a.id, userId: buyer.id, reason: 'Bought by mistake' },
        { orderId: b.id, userId: buyer.id, reason: 'Did not like it' },
      ])
      .returning()
    const list = await read(admin.admin['refund-requests'].$get())
    expect(list.data.items.slice(0, 2)).toMatchObject([
      {
        id: ra!.id,
        status: 'pending',
        userEmail: buyer.email,
        order: { kind: 'credits', status: 'completed' },
      },
      { id: rb!.id, status: 'pending' },
    ])
    await refund(a.id)
    const reject = (reason: string) =>
      read(admin.admin['refund-requests'][':id'].reject.$post({ param: { id: rb!.id }, json: { reason } }))
    const rejected = await reject('Used the credits')
    expect(rejected.data.status).toBe('rejected')
    expect((await reject('Again')).status).toBe(409)
    const rows = await t.db
      .select({ id: refundRequests.id, status: refundRequests.status, decidedBy: refundRequests.decidedBy })
      .from(refundRequests)
      .where(and(eq(refundRequests.userId, buyer.id)))
    expect(rows.sort((x, y) => (x.id === ra!.id ? -1 : y.id === ra!.id ? 1 : 0))).toEqual([
      { id: ra!.id, status: 'refunded', decidedBy: t.admin.id },
      { id: rb!.id, status: 'rejected', decidedBy: t.admin.id },
    ])
    const actions = (await read(admin.admin.audit.$get({ query: { target: b.id } }))).data.items
    expect(actions[0]).toMatchObject({
      action: 'refund-request.reject',
      details: { reason: 'Used the credits' },
    })
  })
})
