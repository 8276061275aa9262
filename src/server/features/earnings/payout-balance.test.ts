import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { testApp } from '../../testing/test-app.ts'
import {
  givenCreator,
  givenCreatorTemplate,
  givenMaturedSale,
  givenPayoutAccount,
} from '../../testing/earnings-test-kit.ts'
import { creatorPayouts } from '../../db/schema/earnings.ts'
import { AppError } from '../../lib/errors.ts'
import { earningsBalance } from './earnings-balance.ts'
import { requestPayout } from './request-payout.ts'
import { reverseSaleEarning } from './reverse-sale-earning.ts'
import { runDuePayouts } from './run-due-payouts.ts'
import { startPayout } from './start-payout.ts'

describe('payable balance and payouts (local simulation)', { timeout: 120_000 }, () => {
  it('recovers a refund after payout from later earnings: below zero, no payout until positive again', async () => {
    const t = await testApp()
    const { creatorId } = await givenCreator(t.db)
    const { templateId } = await givenCreatorTemplate(t.db, creatorId)
    await givenPayoutAccount(t.db, creatorId)
    const orderId = randomUUID()
    await givenMaturedSale(t.db, { creatorId, templateId, saleCents: 3000, orderId })
    expect((await requestPayout(t.db, t.deps.payouts, { creatorId })).status).toBe('paid')
    await t.db.transaction((tx) => reverseSaleEarning(tx, { orderId }))
    expect(await earningsBalance(t.db, creatorId)).toEqual({
      pendingCents: 0,
      payableCents: -2550,
      paidCents: 2550,
      inTransitCents: 0,
      ledgerCents: 0,
    })
    await expect(requestPayout(t.db, t.deps.payouts, { creatorId })).rejects.toMatchObject({
      code: 'below_minimum',
    })
    await givenMaturedSale(t.db, { creatorId, templateId, saleCents: 2000, daysAgo: 20 })
    // 1700 earned against -2550 owed: still below zero, so the weekly run pays nothing.
    expect((await runDuePayouts(t.db, t.deps.payouts)).paid).toBe(0)
    await givenMaturedSale(t.db, { creatorId, templateId, saleCents: 5000, daysAgo: 20 })
    expect((await earningsBalance(t.db, creatorId)).payableCents).toBe(3400)
    // The weekly transfer waits 7 days after the last payout; a request does not.
    expect((await runDuePayouts(t.db, t.deps.payouts)).paid).toBe(0)
    const payout = await requestPayout(t.db, t.deps.payouts, { creatorId })
    expect(payout).toMatchObject({
      status: 'paid',
      amountCents: 3400,
      transferId: expect.stringMatching(/^tr_local_/),
    })
    expect(await earningsBalance(t.db, creatorId)).toMatchObject({
      payableCents: 0,
      paidCents: 5950,
      ledgerCents: 5950,
    })
  })

  it('pays a creator weekly without a request, and never a held one or one without an account', async () => {
    const t = await testApp()
    const held = await givenCreator(t.db)
    const unconnected = await givenCreator(t.db)
    const weekly = await givenCreator(t.db)
    for (const c of [held, unconnected, weekly]) {
      const { templateId } = await givenCreatorTemplate(t.db, c.creatorId)
      await givenMaturedSale(t.db, { creatorId: c.creatorId, templateId, saleCents: 3000 })
    }
    await givenPayoutAccount(t.db, weekly.creatorId)
    await givenPayoutAccount(t.db, held.creatorId)
    const admin = await t.signedInUser()
    const { setPayoutHold } = await import('./set-payout-hold.ts')
    await setPayoutHold(t.db, {
      adminId: admin.id,
      creatorId: held.creatorId,
      provider: 'local',
      input: { held: true, reason: 'Checking a chargeback' },
    })
    expect(await runDuePayouts(t.db, t.deps.payouts)).toMatchObject({ paid: 1 })
    expect((await earningsBalance(t.db, weekly.creatorId)).paidCents).toBe(2550)
    expect((await earningsBalance(t.db, held.creatorId)).payableCents).toBe(2550)
    await expect(
      startPayout(t.db, { creatorId: held.creatorId, trigger: 'request', provider: 'local' }),
    ).rejects.toMatchObject({ code: 'payouts_on_hold' })
    await expect(
      startPayout(t.db, { creatorId: unconnected.creatorId, trigger: 'request', provider: 'local' }),
    ).rejects.toBeInstanceOf(AppError)
  })

  it('skips a weekly payout below A$20 (no payout row, no error) and makes it once A$20 is payable', async () => {
    const t = await testApp()
    const { creatorId } = await givenCreator(t.db)
    const { templateId } = await givenCreatorTemplate(t.db, creatorId)
    await givenPayoutAccount(t.db, creatorId)
    await givenMaturedSale(t.db, { creatorId, templateId, saleCents: 2352 }) // 1999 payable
    const warn = vi.spyOn(console, 'warn')
    try {
      expect(await runDuePayouts(t.db, t.deps.payouts)).toEqual({ settled: 0, paid: 0, due: 0 })
      expect(warn).not.toHaveBeenCalled()
    } finally {
      warn.mockRestore()
    }
    expect(await t.db.select().from(creatorPayouts).where(eq(creatorPayouts.creatorId, creatorId))).toEqual(
      [],
    )
    await expect(
      startPayout(t.db, { creatorId, trigger: 'weekly', provider: 'local' }),
    ).rejects.toMatchObject({ code: 'below_minimum' })
    await givenMaturedSale(t.db, { creatorId, templateId, saleCents: 2 }) // 1 more: 2000
    expect(await runDuePayouts(t.db, t.deps.payouts)).toEqual({ settled: 0, paid: 1, due: 1 })
    const rows = await t.db.select().from(creatorPayouts).where(eq(creatorPayouts.creatorId, creatorId))
    expect(rows).toEqual([expect.objectContaining({ trigger: 'weekly', status: 'paid', amountCents: 2000 })])
  })
})
