import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { testApp } from '../../testing/test-app.ts'
import {
  givenCreator,
  givenCreatorTemplate,
  givenDirectSale,
  givenMaturedSale,
  givenPayoutAccount,
} from '../../testing/earnings-test-kit.ts'
import { adminAudit } from '../../db/schema/activity.ts'
import { creatorPayouts } from '../../db/schema/earnings.ts'
import { refundOrder } from '../payments/public.ts'
import { PayoutDeclinedError, type PayoutProvider } from './payout-provider.ts'
import { requestPayout } from './request-payout.ts'

const adminEmail = 'earnings-admin@promptmarket.test'

describe('earnings API', { timeout: 180_000 }, async () => {
  const t = await testApp({ env: { ADMIN_EMAILS: adminEmail, SELLER_NAME: 'PromptMarket Pty Ltd' } })
  const admin = await t.signedInUser({ email: adminEmail })
  const member = await t.signedInUser()
  const a = await t.signedInUser({ name: 'Ada Creator' })
  const b = await t.signedInUser()
  const creatorA = await givenCreator(t.db, { userId: a.id })
  const creatorB = await givenCreator(t.db, { userId: b.id })
  const { templateId } = await givenCreatorTemplate(t.db, creatorA.creatorId, {
    priceCents: 799,
    name: 'Ada’s plan',
  })
  const buyer = await t.signedInUser({ email: 'private-buyer@example.com' })
  const sale = await givenDirectSale(t.deps, { buyerId: buyer.id, templateId })

  it('shows a creator their own sales only, without anything about the buyer', async () => {
    const page = await t.read(t.as(a).earnings.$get())
    expect(page.status).toBe(200)
    expect(page.data).toMatchObject({
      pendingCents: 679,
      payableCents: 0,
      paidCents: 0,
      canRequestPayout: false,
    })
    expect(page.data.entries).toEqual([
      expect.objectContaining({ kind: 'sale', templateName: 'Ada’s plan', amountCents: 679, saleCents: 799 }),
    ])
    expect(page.data.weeks).toHaveLength(12)
    expect(page.data.weeks.at(-1)).toMatchObject({ salesCents: 679, sales: 1 })
    expect(page.data.account).toMatchObject({ status: 'none', testMode: true, held: false })
    const text = JSON.stringify(page.data)
    expect(text).not.toContain('private-buyer')
    expect(text).not.toContain(buyer.id)
    expect((await t.read(t.as(b).earnings.$get())).data.entries).toEqual([])
  })

  it('shows a refund as its own row on the creator’s dashboard, cancelling the pending sale', async () => {
    const other = await t.signedInUser()
    const refunded = await givenDirectSale(t.deps, { buyerId: other.id, templateId })
    await refundOrder(t.db, t.deps.payments, {
      adminId: admin.id,
      orderId: refunded.orderId,
      reason: 'Changed my mind',
      partial: false,
    })
    const page = await t.read(t.as(a).earnings.$get())
    expect(page.data.pendingCents).toBe(679)
    expect(page.data.entries.filter((e) => e.kind === 'refund')).toEqual([
      expect.objectContaining({
        kind: 'refund',
        templateName: 'Ada’s plan',
        method: 'direct',
        amountCents: -679,
        saleCents: -799,
      }),
    ])
    expect(page.data.entries.filter((e) => e.kind === 'sale')).toHaveLength(2)
  })

  it('refuses visitors, members and admins who are not creators on every creator route', async () => {
    const routes = [
      { method: 'GET', path: '/api/earnings' },
      { method: 'POST', path: '/api/earnings/payout-account' },
      { method: 'POST', path: '/api/earnings/payout-account/test-onboarding' },
      { method: 'POST', path: '/api/earnings/payouts' },
    ]
    for (const r of routes) {
      const visitor = await t.json(r.path, { method: r.method, headers: { origin: t.deps.env.APP_URL } })
      expect(visitor.status, `${r.method} ${r.path} visitor`).toBe(401)
      for (const who of [member, admin]) {
        const res = await t.json(r.path, {
          method: r.method,
          headers: who.headers,
          json: r.method === 'GET' ? undefined : {},
        })
        expect(res.status, `${r.method} ${r.path}`).toBe(403)
        expect(res.data.error.code).toBe('not_a_creator')
      }
    }
  })

  it('onboards with the local simulation and pays the creator from the session, whatever the body says', async () => {
    const c = await t.signedInUser()
    const { creatorId } = await givenCreator(t.db, { userId: c.id })
    const { templateId: own } = await givenCreatorTemplate(t.db, creatorId)
    await givenMaturedSale(t.db, { creatorId, templateId: own, saleCents: 4000 })
    const early = await t.json('/api/earnings/payouts', { method: 'POST', headers: c.headers })
    expect(early.status).toBe(409)
    expect(early.data.error.code).toBe('payouts_not_set_up')
    const link = await t.read(t.as(c).earnings['payout-account'].$post())
    expect(link.data.url).toMatch(/\/studio\/earnings\/test-onboarding\?account=acct_local_/)
    expect((await t.read(t.as(c).earnings['payout-account']['test-onboarding'].$post())).status).toBe(200)
    expect((await t.read(t.as(c).earnings.$get())).data).toMatchObject({
      payableCents: 3400,
      canRequestPayout: true,
      account: { status: 'active' },
    })
    // Creator B asks with A's id and a made-up amount: the session decides, and B has nothing payable.
    const forged = await t.json('/api/earnings/payouts', {
      method: 'POST',
      headers: b.headers,
      json: { creatorId, amountCents: 3400 },
    })
    expect(forged.status).toBe(409)
    const paid = await t.json('/api/earnings/payouts', {
      method: 'POST',
      headers: c.headers,
      json: { creatorId: creatorB.creatorId, amountCents: 1 },
    })
    expect(paid.data).toMatchObject({ status: 'paid', amountCents: 3400 })
    const rows = await t.db
      .select()
      .from(creatorPayouts)
      .where(eq(creatorPayouts.creatorId, creatorB.creatorId))
    expect(rows).toEqual([])
  })

  it('lists payouts due, made and failed for admins only, and holds and releases a creator’s payouts, audited', async () => {
    // Due: one creator without a payout account, one whose transfer was refused (payable again); A's sales are
    // still pending and the creator paid above owes nothing.
    // A third has A$19.55 payable, under the payout minimum: not due (the weekly run would not pay it).
    const unconnected = await givenCreator(t.db)
    const refused = await givenCreator(t.db)
    const small = await givenCreator(t.db)
    for (const c of [unconnected, refused, small]) {
      const { templateId: own } = await givenCreatorTemplate(t.db, c.creatorId)
      await givenMaturedSale(t.db, {
        creatorId: c.creatorId,
        templateId: own,
        saleCents: c === refused ? 4000 : c === small ? 2300 : 3000,
      })
    }
    await givenPayoutAccount(t.db, refused.creatorId)
    const declining: PayoutProvider = {
      ...t.deps.payouts,
      transfer: async () => {
        throw new PayoutDeclinedError('The destination account cannot receive transfers')
      },
    }
    const failedPayout = await requestPayout(t.db, declining, { creatorId: refused.creatorId })
    expect(failedPayout.status).toBe('failed')

    const due = await t.read(t.as(admin).admin.payouts.$get({ query: { status: 'due' } }))
    expect(due.status).toBe(200)
    expect(due.data.payouts).toEqual([
      expect.objectContaining({
        creatorId: refused.creatorId,
        creatorName: refused.displayName,
        payoutId: null,
        status: 'due',
        amountCents: 3400,
        accountStatus: 'active',
        held: false,
      }),
      expect.objectContaining({
        creatorId: unconnected.creatorId,
        payoutId: null,
        status: 'due',
        amountCents: 2550,
        accountStatus: 'none',
      }),
    ])
    const failed = await t.read(t.as(admin).admin.payouts.$get({ query: { status: 'failed' } }))
    expect(failed.data.payouts).toEqual([
      expect.objectContaining({
        creatorId: refused.creatorId,
        payoutId: failedPayout.id,
        status: 'failed',
        amountCents: 3400,
        failureReason: 'The destination account cannot receive transfers',
      }),
    ])
    const paid = await t.read(t.as(admin).admin.payouts.$get({ query: { status: 'paid' } }))
    expect(paid.data.payouts.map((p) => [p.status, p.amountCents, p.failureReason])).toEqual([
      ['paid', 3400, null],
    ])
    expect((await t.json('/api/admin/payouts?status=bogus', { headers: admin.headers })).status).toBe(400)
    expect((await t.json('/api/admin/payouts', { headers: member.headers })).status).toBe(403)
    expect((await t.json('/api/admin/payouts', { headers: a.headers })).status).toBe(403)
    expect((await t.json('/api/admin/payouts')).status).toBe(401)

    const hold = (who: { headers: Record<string, string> }, id: string, json: unknown) =>
      t.json(`/api/admin/creators/${id}/payout-hold`, { method: 'POST', headers: who.headers, json })
    expect((await hold(member, creatorA.creatorId, { held: true, reason: 'Chargeback check' })).status).toBe(
      403,
    )
    expect((await hold(a, creatorA.creatorId, { held: false })).status).toBe(403)
    expect((await hold(admin, creatorA.creatorId, { held: true })).status).toBe(400)
    expect((await hold(admin, creatorA.creatorId, { held: 'yes', reason: 'x'.repeat(600) })).status).toBe(400)
    expect((await hold(admin, 'not-a-uuid', { held: false })).status).toBe(400)
    expect((await hold(admin, '00000000-0000-4000-8000-000000000000', { held: false })).status).toBe(404)
    const held = await hold(admin, creatorA.creatorId, { held: true, reason: 'Chargeback check' })
    expect(held.data).toMatchObject({ held: true, holdReason: 'Chargeback check' })
    expect((await t.read(t.as(a).earnings.$get())).data.account.held).toBe(true)
    const audit = await t.db.select().from(adminAudit).where(eq(adminAudit.target, creatorA.creatorId))
    expect(audit.map((r) => r.action)).toContain('creator.payouts_hold')
    const dueNow = await t.read(t.as(admin).admin.payouts.$get({ query: { status: 'due' } }))
    expect(dueNow.status).toBe(200)
    expect((await hold(admin, creatorA.creatorId, { held: false })).data).toMatchObject({ held: false })
  })

  it('names the creator as the seller on the buyer’s receipt', async () => {
    const receipt = await t.json(`/api/account/orders/${sale.orderId}/receipt`, { headers: buyer.headers })
    expect(receipt.status).toBe(200)
    expect(receipt.data.soldBy).toBe(creatorA.displayName)
    expect(receipt.data.item).toContain('Ada’s plan')
  })
})
