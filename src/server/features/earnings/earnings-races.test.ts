import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { testApp } from '../../testing/test-app.ts'
import { givenUser, range } from '../../testing/given.ts'
import {
  balanceInvariant,
  earningsInvariant,
  givenCreator,
  givenCreatorTemplate,
  givenDirectSale,
  givenMaturedDirectSale,
  givenMaturedSale,
  givenPaidCredits,
  givenPayoutAccount,
  type MadeTransfer,
} from '../../testing/earnings-test-kit.ts'
import { creatorPayouts } from '../../db/schema/earnings.ts'
import { queryRows } from '../../db/query-rows.ts'
import { ledgerInvariant } from '../credits/public.ts'
import { refundOrder } from '../payments/public.ts'
import { purchaseWithCredits } from '../purchases/public.ts'
import type { PayoutProvider } from './payout-provider.ts'
import { earningsBalance } from './earnings-balance.ts'
import { requestPayout } from './request-payout.ts'
import { runDuePayouts } from './run-due-payouts.ts'

// The proof: sales, refunds and payout runs at once never lose or double a cent (run on PostgreSQL too).
describe('earnings under concurrency', { timeout: 240_000 }, () => {
  it('keeps every balance exact while sales, refunds of pending, payable and paid-out sales, and payouts race', async () => {
    const t = await testApp()
    const members = await Promise.all(range(2).map(() => t.signedInUser()))
    const [a, b] = await Promise.all(members.map((m) => givenCreator(t.db, { userId: m.id })))
    const creators = [a!, b!]
    // A's share of a sale is 679, B's 1359.
    const templates = await Promise.all(
      creators.map((c, i) =>
        givenCreatorTemplate(t.db, c.creatorId, { priceCents: 799 + i * 800, creditsCost: 3 }),
      ),
    )
    // Transfers the provider actually made, by transfer id (a retry of a payout is the same transfer).
    const made = new Map<string, MadeTransfer & { creatorId: string }>()
    const payouts: PayoutProvider = {
      ...t.deps.payouts,
      transfer: async (req) => {
        const done = await t.deps.payouts.transfer(req)
        const { payoutId, amountCents, creatorId } = req
        made.set(done.transferId, { transferId: done.transferId, payoutId, amountCents, creatorId })
        return done
      },
    }
    const sold = (i: number) => ({ templateId: templates[i % 2]!.templateId })
    for (const [i, c] of creators.entries()) {
      await givenPayoutAccount(t.db, c.creatorId)
      await givenMaturedSale(t.db, { creatorId: c.creatorId, ...sold(i), saleCents: 9999 })
    }
    // Card sales of 15 days ago (payable, still refundable): A's are paid out before the race, B's stay payable.
    const maturedA = await Promise.all(
      range(2).map(async () =>
        givenMaturedDirectSale(t.deps, { buyerId: (await givenUser(t.db)).id, ...sold(0) }),
      ),
    )
    const maturedB = await Promise.all(
      range(3).map(async () =>
        givenMaturedDirectSale(t.deps, { buyerId: (await givenUser(t.db)).id, ...sold(1) }),
      ),
    )
    const paidBefore = await requestPayout(t.db, payouts, { creatorId: a!.creatorId })
    expect(paidBefore).toMatchObject({ status: 'paid', amountCents: 8499 + 2 * 679 })
    expect((await earningsBalance(t.db, b!.creatorId)).payableCents).toBe(8499 + 3 * 1359)
    // Sales still inside their 14 days, to refund during the race.
    const pending = await Promise.all(
      range(4).map(async (i) => givenDirectSale(t.deps, { buyerId: (await givenUser(t.db)).id, ...sold(i) })),
    )
    const cardBuyers = await Promise.all(range(6).map(() => givenUser(t.db)))
    const creditBuyers = await Promise.all(
      range(6).map(async (i) => {
        const buyer = await givenUser(t.db, { credits: i % 2 }) // some hold a free credit too
        await givenPaidCredits(t.db, buyer.id, { credits: 7 + i, amountCents: 700 + 137 * i })
        return buyer
      }),
    )
    const admin = await givenUser(t.db)
    const refund = (orderId: string) =>
      refundOrder(t.db, t.deps.payments, { adminId: admin.id, orderId, reason: 'race', partial: false })

    const results = await Promise.allSettled([
      ...cardBuyers.map((buyer, i) => givenDirectSale(t.deps, { buyerId: buyer.id, ...sold(i) })),
      ...creditBuyers.flatMap((buyer) =>
        templates.map((tpl) => purchaseWithCredits(t.db, { userId: buyer.id, promptId: tpl.templateId })),
      ),
      ...[...pending, ...maturedA, ...maturedB.slice(0, 2)].map((o) => refund(o.orderId)),
      ...creators.flatMap((c) =>
        range(3).map(() => requestPayout(t.db, payouts, { creatorId: c.creatorId })),
      ),
      runDuePayouts(t.db, payouts),
      runDuePayouts(t.db, payouts),
    ])
    const failures = results.flatMap((r) =>
      r.status === 'rejected' ? [String(r.reason?.code ?? r.reason)] : [],
    )
    // Only the expected refusals: A has nothing payable, and B's one payout leaves nothing to request.
    expect(failures.filter((f) => f !== 'below_minimum')).toEqual([])

    await expect(earningsInvariant(t.db)).resolves.toEqual([])
    await expect(ledgerInvariant(t.db)).resolves.toEqual([])
    const [counts] = await queryRows<{ sales: string | number; refunds: string | number }>(
      t.db,
      sql`SELECT count(*) FILTER (WHERE kind = 'sale') AS sales, count(*) FILTER (WHERE kind = 'refund') AS refunds
          FROM creator_earnings`,
    )
    // 2 ledger-only + 5 matured card + 4 pending card + 6 card + 12 credits sales; 4 + 2 + 2 refunds.
    expect(Number(counts!.sales)).toBe(29)
    expect(Number(counts!.refunds)).toBe(8)

    const payoutsOf = (creatorId: string) =>
      t.db.select().from(creatorPayouts).where(eq(creatorPayouts.creatorId, creatorId))
    for (const [i, c] of creators.entries()) {
      const transfers = [...made.values()].filter((m) => m.creatorId === c.creatorId)
      const balance = await earningsBalance(t.db, c.creatorId)
      await expect(
        balanceInvariant(t.db, { creatorId: c.creatorId, reported: balance, transfers }),
      ).resolves.toEqual([])
      const page = await t.read(t.as(members[i]!).earnings.$get())
      await expect(
        balanceInvariant(t.db, { creatorId: c.creatorId, reported: page.data, transfers }),
      ).resolves.toEqual([])
      expect(balance.inTransitCents).toBe(0)
    }
    // A: both paid-out sales refunded, recovered from later earnings; no payout started below zero.
    expect(await payoutsOf(a!.creatorId)).toEqual([expect.objectContaining({ id: paidBefore.id })])
    expect(await earningsBalance(t.db, a!.creatorId)).toMatchObject({
      payableCents: -2 * 679,
      paidCents: 9857,
    })
    // B: one payout of the payable balance as it stood, with 0, 1 or 2 of the racing refunds already in; the
    // refunds that came after it take B to zero or below.
    const [onlyB, ...moreB] = await payoutsOf(b!.creatorId)
    expect(moreB).toEqual([])
    expect([12_576, 12_576 - 1359, 12_576 - 2 * 1359]).toContain(onlyB!.amountCents)
    expect(await earningsBalance(t.db, b!.creatorId)).toMatchObject({
      payableCents: 12_576 - 2 * 1359 - onlyB!.amountCents,
      paidCents: onlyB!.amountCents,
    })
    // Nothing more is paid while payable is under A$20, on request or by the weekly run.
    for (const c of creators)
      await expect(requestPayout(t.db, payouts, { creatorId: c.creatorId })).rejects.toMatchObject({
        code: 'below_minimum',
      })
    expect(await runDuePayouts(t.db, payouts)).toMatchObject({ paid: 0, due: 0 })
    expect(made.size).toBe(2)
    // No member's credits are worth more than all they ever paid for credit packages.
    const [overValued] = await queryRows<{ n: string | number }>(
      t.db,
      sql`SELECT count(*) AS n FROM credit_values v WHERE v.value_cents > (SELECT coalesce(sum(o.amount_cents), 0)
        FROM orders o WHERE o.user_id = v.user_id AND o.kind = 'credits' AND o.status IN ('completed', 'refunded'))`,
    )
    expect(Number(overValued!.n)).toBe(0)
  })
})
