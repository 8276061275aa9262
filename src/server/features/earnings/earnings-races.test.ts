import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { testApp } from '../../testing/test-app.ts'
import { givenUser, range } from '../../testing/given.ts'
import {
  earningsInvariant,
  givenCreator,
  givenCreatorTemplate,
  givenDirectSale,
  givenMaturedSale,
  givenPaidCredits,
  givenPayoutAccount,
} from '../../testing/earnings-test-kit.ts'
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
  it('keeps paid + payable + pending = the ledger, and house + creator = money taken for every order', async () => {
    const t = await testApp()
    const creators = await Promise.all(range(2).map(() => givenCreator(t.db)))
    const templates = await Promise.all(
      creators.map((c, i) =>
        givenCreatorTemplate(t.db, c.creatorId, { priceCents: 799 + i * 800, creditsCost: 3 }),
      ),
    )
    for (const [i, c] of creators.entries()) {
      await givenPayoutAccount(t.db, c.creatorId)
      await givenMaturedSale(t.db, {
        creatorId: c.creatorId,
        templateId: templates[i]!.templateId,
        saleCents: 9999,
      })
    }
    // Transfers the provider actually made, by idempotency key: what "paid" must equal.
    const made = new Map<string, number>()
    const payouts: PayoutProvider = {
      ...t.deps.payouts,
      transfer: async (req) => {
        made.set(req.idempotencyKey, req.amountCents)
        return t.deps.payouts.transfer(req)
      },
    }
    // Sales to refund during the race, made first.
    const earlier = await Promise.all(
      range(4).map(async (i) => {
        const buyer = await givenUser(t.db)
        return givenDirectSale(t.deps, { buyerId: buyer.id, templateId: templates[i % 2]!.templateId })
      }),
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

    const results = await Promise.allSettled([
      ...cardBuyers.map((b, i) =>
        givenDirectSale(t.deps, { buyerId: b.id, templateId: templates[i % 2]!.templateId }),
      ),
      ...creditBuyers.flatMap((b) =>
        templates.map((tpl) => purchaseWithCredits(t.db, { userId: b.id, promptId: tpl.templateId })),
      ),
      ...earlier.map((o) =>
        refundOrder(t.db, t.deps.payments, {
          adminId: admin.id,
          orderId: o.orderId,
          reason: 'race',
          partial: false,
        }),
      ),
      ...creators.flatMap((c) =>
        range(3).map(() => requestPayout(t.db, payouts, { creatorId: c.creatorId })),
      ),
      runDuePayouts(t.db, payouts),
      runDuePayouts(t.db, payouts),
    ])
    const failures = results.flatMap((r) =>
      r.status === 'rejected' ? [String(r.reason?.code ?? r.reason)] : [],
    )
    // Only the expected refusals: a payout already made this round leaves nothing to request.
    expect(failures.filter((f) => f !== 'below_minimum')).toEqual([])

    await expect(earningsInvariant(t.db)).resolves.toEqual([])
    await expect(ledgerInvariant(t.db)).resolves.toEqual([])
    for (const c of creators) {
      const b = await earningsBalance(t.db, c.creatorId)
      const [sum] = await queryRows<{ total: string | number }>(
        t.db,
        sql`SELECT coalesce(sum(amount_cents), 0) AS total FROM creator_earnings WHERE creator_id = ${c.creatorId}`,
      )
      expect(b.paidCents + b.payableCents + b.pendingCents).toBe(Number(sum!.total))
      const [paid] = await queryRows<{ keys: string[] | null; total: string | number }>(
        t.db,
        sql`SELECT array_agg(idempotency_key) AS keys, coalesce(sum(amount_cents), 0) AS total
            FROM creator_payouts WHERE creator_id = ${c.creatorId} AND status = 'paid'`,
      )
      expect(b.inTransitCents).toBe(0)
      expect(b.paidCents).toBe(Number(paid!.total))
      expect((paid!.keys ?? []).reduce((s, k) => s + made.get(k)!, 0)).toBe(b.paidCents)
      // The matured sale (8499) was paid once, in one payout.
      expect(b.paidCents).toBe(8499)
    }
    // Every credits sale is worth what its buyer's pool gave up, never more than the buyer paid in all.
    const [overValued] = await queryRows<{ n: string | number }>(
      t.db,
      sql`SELECT count(*) AS n FROM credit_values WHERE value_cents < 0`,
    )
    expect(Number(overValued!.n)).toBe(0)
    const [refunds] = await queryRows<{ n: string | number }>(
      t.db,
      sql`SELECT count(*) AS n FROM creator_earnings WHERE kind = 'refund'`,
    )
    expect(Number(refunds!.n)).toBe(4)
  })
})
