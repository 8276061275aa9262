import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { testApp } from '../../testing/test-app.ts'
import { givenUser } from '../../testing/given.ts'
import {
  balanceInvariant,
  earningsInvariant,
  givenCreator,
  givenCreatorTemplate,
  givenDirectSale,
  givenMaturedSale,
  givenPayoutAccount,
} from '../../testing/earnings-test-kit.ts'
import { houseCreatorId } from '../../db/schema/creators.ts'
import { creatorPayouts } from '../../db/schema/earnings.ts'
import { orders } from '../../db/schema/payments.ts'
import { promptPurchases } from '../../db/schema/purchases.ts'
import { earningsBalance } from './earnings-balance.ts'
import { requestPayout } from './request-payout.ts'

// The checks the races and payout tests rely on must catch what they claim to: each case breaks one rule by hand.
describe('the earnings checks', { timeout: 120_000 }, () => {
  it('flag a paid order without its sale entry, a refund without its reversal, an unrecorded credits sale and a house entry', async () => {
    const t = await testApp()
    const { creatorId } = await givenCreator(t.db)
    const { templateId } = await givenCreatorTemplate(t.db, creatorId, { priceCents: 799 })
    const { templateId: houseTemplate } = await givenCreatorTemplate(t.db, houseCreatorId)
    const buyer = await givenUser(t.db)
    await givenDirectSale(t.deps, { buyerId: buyer.id, templateId })
    await expect(earningsInvariant(t.db)).resolves.toEqual([])

    const [unrecorded] = await t.db
      .insert(orders)
      .values({
        userId: buyer.id,
        kind: 'prompt',
        provider: 'local',
        promptId: templateId,
        amountCents: 799,
        status: 'completed',
        completedAt: new Date(),
      })
      .returning()
    const refunded = await givenDirectSale(t.deps, { buyerId: (await givenUser(t.db)).id, templateId })
    await t.db.update(orders).set({ status: 'refunded' }).where(eq(orders.id, refunded.orderId))
    const [creditsSale] = await t.db
      .insert(promptPurchases)
      .values({
        userId: (await givenUser(t.db)).id,
        promptId: templateId,
        purchaseMethod: 'credits',
        creditsSpent: 2,
      })
      .returning()
    const houseEntry = await givenMaturedSale(t.db, {
      creatorId: houseCreatorId,
      templateId: houseTemplate,
      saleCents: 500,
    })

    const problems = await earningsInvariant(t.db)
    expect(problems.sort((x, y) => x.problem.localeCompare(y.problem))).toEqual([
      { problem: 'creator', ref: houseEntry.reference },
      { problem: 'order', ref: refunded.orderId },
      { problem: 'order-refund-entries', ref: refunded.orderId },
      { problem: 'order-sale-entries', ref: unrecorded!.id },
      { problem: 'purchase-sale-entries', ref: creditsSale!.id },
    ])
  })

  it('flag a reported figure that is off, a paid payout without its one transfer, and a balance below zero no refund explains', async () => {
    const t = await testApp()
    const { creatorId } = await givenCreator(t.db)
    const { templateId } = await givenCreatorTemplate(t.db, creatorId)
    await givenPayoutAccount(t.db, creatorId)
    await givenMaturedSale(t.db, { creatorId, templateId, saleCents: 3000 })
    const payout = await requestPayout(t.db, t.deps.payouts, { creatorId })
    const transfer = { transferId: payout.transferId!, payoutId: payout.id, amountCents: 2550 }
    const reported = await earningsBalance(t.db, creatorId)
    await expect(balanceInvariant(t.db, { creatorId, reported, transfers: [transfer] })).resolves.toEqual([])

    const check = (opts: Partial<Parameters<typeof balanceInvariant>[1]>) =>
      balanceInvariant(t.db, { creatorId, reported, transfers: [transfer], ...opts })
    await expect(check({ reported: { ...reported, payableCents: 1 } })).resolves.toEqual([
      'payableCents: reported 1, rows say 0',
    ])
    await expect(check({ transfers: [] })).resolves.toEqual([
      `payout ${payout.id} (paid, 2550): transfers []`,
    ])
    const twice = await check({ transfers: [transfer, { ...transfer, transferId: 'tr_again' }] })
    expect(twice).toHaveLength(1)
    expect(twice[0]).toMatch(/transfers \[.*tr_again/)
    await expect(
      check({ transfers: [transfer, { transferId: 'tr_stray', payoutId: randomUUID(), amountCents: 5 }] }),
    ).resolves.toEqual(['transfer tr_stray has no payout'])

    // A second payout that nothing payable or refunded accounts for.
    const [extra] = await t.db
      .insert(creatorPayouts)
      .values({
        creatorId,
        amountCents: 1000,
        status: 'paid',
        trigger: 'request',
        provider: 'local',
        destination: 'acct_x',
        idempotencyKey: `payout:${randomUUID()}`,
      })
      .returning()
    const problems = await check({
      reported: await earningsBalance(t.db, creatorId),
      transfers: [transfer, { transferId: 'tr_extra', payoutId: extra!.id, amountCents: 1000 }],
    })
    expect(problems).toEqual([
      `payout ${extra!.id}: 3550 paid by then, only 2550 of sales matured`,
      'payable -1000 below zero beyond the refunds after payout (0)',
    ])
  })
})
