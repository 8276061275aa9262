import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { creatorEarnings } from '../../db/schema/earnings.ts'
import { queryRows } from '../../db/query-rows.ts'
import { testApp } from '../../testing/test-app.ts'
import { givenUser } from '../../testing/given.ts'
import {
  creditValueOf,
  earningsInvariant,
  givenCreator,
  givenCreatorTemplate,
  givenDirectSale,
  givenPaidCredits,
} from '../../testing/earnings-test-kit.ts'
import { grantCredits, spendCredits } from '../credits/public.ts'
import { purchaseWithCredits } from '../purchases/public.ts'
import { refundOrder } from '../payments/public.ts'
import { earningsBalance } from './earnings-balance.ts'

const entriesOf = (t: Awaited<ReturnType<typeof testApp>>, creatorId: string) =>
  t.db
    .select()
    .from(creatorEarnings)
    .where(eq(creatorEarnings.creatorId, creatorId))
    .orderBy(creatorEarnings.createdAt)

describe('earnings of a sale', { timeout: 120_000 }, () => {
  it('credits 85% of a direct purchase, pending for 14 days, once', async () => {
    const t = await testApp()
    const { creatorId } = await givenCreator(t.db)
    const { templateId } = await givenCreatorTemplate(t.db, creatorId, { priceCents: 799 })
    const buyer = await givenUser(t.db)
    const { orderId } = await givenDirectSale(t.deps, { buyerId: buyer.id, templateId })
    const [entry] = await entriesOf(t, creatorId)
    expect(entry).toMatchObject({
      kind: 'sale',
      method: 'direct',
      amountCents: 679,
      houseCents: 120,
      saleCents: 799,
      orderId,
      reference: `sale:order:${orderId}`,
    })
    const days = (entry!.availableAt.getTime() - entry!.createdAt.getTime()) / 86_400_000
    expect(Math.round(days)).toBe(14)
    expect(await earningsBalance(t.db, creatorId)).toMatchObject({
      pendingCents: 679,
      payableCents: 0,
      paidCents: 0,
      ledgerCents: 679,
    })
    await expect(earningsInvariant(t.db)).resolves.toEqual([])
  })

  it('gives nobody anything for a house template', async () => {
    const t = await testApp({ seed: true })
    const buyer = await givenUser(t.db)
    const [house] = await queryRows<{ id: string }>(t.db, sql`SELECT id FROM prompt_templates LIMIT 1`)
    await givenDirectSale(t.deps, { buyerId: buyer.id, templateId: house!.id })
    expect(await t.db.select().from(creatorEarnings)).toEqual([])
  })

  it('reverses exactly the creator’s share on a refund, cancelling the pending sale', async () => {
    const t = await testApp()
    const { creatorId } = await givenCreator(t.db)
    const { templateId } = await givenCreatorTemplate(t.db, creatorId, { priceCents: 1598 })
    const buyer = await givenUser(t.db)
    const admin = await givenUser(t.db)
    const { orderId } = await givenDirectSale(t.deps, { buyerId: buyer.id, templateId })
    await refundOrder(t.db, t.deps.payments, { adminId: admin.id, orderId, reason: 'test', partial: false })
    await refundOrder(t.db, t.deps.payments, { adminId: admin.id, orderId, reason: 'again', partial: false })
    const entries = await entriesOf(t, creatorId)
    expect(entries.map((e) => [e.kind, e.amountCents, e.houseCents, e.saleCents])).toEqual([
      ['sale', 1358, 240, 1598],
      ['refund', -1358, -240, -1598],
    ])
    expect(entries[1]!.availableAt.getTime()).toBe(entries[0]!.availableAt.getTime())
    expect(await earningsBalance(t.db, creatorId)).toMatchObject({
      pendingCents: 0,
      payableCents: 0,
      ledgerCents: 0,
    })
    await expect(earningsInvariant(t.db)).resolves.toEqual([])
  })

  it('refuses to change or delete a ledger row', async () => {
    const t = await testApp()
    const { creatorId } = await givenCreator(t.db)
    const { templateId } = await givenCreatorTemplate(t.db, creatorId)
    const buyer = await givenUser(t.db)
    await givenDirectSale(t.deps, { buyerId: buyer.id, templateId })
    await expect(t.db.execute(sql`UPDATE creator_earnings SET amount_cents = 1`)).rejects.toThrow()
    await expect(t.db.execute(sql`DELETE FROM creator_earnings`)).rejects.toThrow()
  })
})

describe(
  'earnings of a credits sale (moving average of what the buyer paid, decision 0036)',
  { timeout: 60_000 },
  () => {
    it('values the credits at the price the buyer paid for them', async () => {
      const t = await testApp()
      const { creatorId } = await givenCreator(t.db)
      const { templateId } = await givenCreatorTemplate(t.db, creatorId, { creditsCost: 3 })
      const buyer = await givenUser(t.db)
      // 10 credits for $9.99: 3 of them are worth round(999 * 3 / 10) = 300 cents.
      await givenPaidCredits(t.db, buyer.id, { credits: 10, amountCents: 999 })
      await purchaseWithCredits(t.db, { userId: buyer.id, promptId: templateId })
      const [entry] = await entriesOf(t, creatorId)
      expect(entry).toMatchObject({ method: 'credits', saleCents: 300, amountCents: 255, houseCents: 45 })
      await expect(earningsInvariant(t.db)).resolves.toEqual([])
    })

    it('counts free credits as worth nothing, so they dilute the average, and never values more than was paid', async () => {
      const t = await testApp()
      const { creatorId } = await givenCreator(t.db)
      const { templateId: a } = await givenCreatorTemplate(t.db, creatorId, { creditsCost: 4 })
      const { templateId: b } = await givenCreatorTemplate(t.db, creatorId, { creditsCost: 4 })
      const { templateId: c } = await givenCreatorTemplate(t.db, creatorId, { creditsCost: 2 })
      const buyer = await givenUser(t.db)
      await grantCredits(t.db, {
        userId: buyer.id,
        amount: 5,
        type: 'wheel_bonus',
        description: 'wheel',
        key: 'w1',
      })
      await givenPaidCredits(t.db, buyer.id, { credits: 5, amountCents: 1001 })
      for (const promptId of [a, b, c]) await purchaseWithCredits(t.db, { userId: buyer.id, promptId })
      const entries = await entriesOf(t, creatorId)
      // Pool 1001 over 10 credits: 4 -> round(400.4) = 400; 601 over 6: 4 -> round(400.67) = 401; the last 2 take 200.
      expect(entries.map((e) => e.saleCents)).toEqual([400, 401, 200])
      expect(entries.reduce((s, e) => s + e.saleCents, 0)).toBe(1001)
      await expect(earningsInvariant(t.db)).resolves.toEqual([])
    })

    it('gives credits a model run did not use back the value their hold took', async () => {
      const t = await testApp()
      const { creatorId } = await givenCreator(t.db)
      const { templateId } = await givenCreatorTemplate(t.db, creatorId, { creditsCost: 10 })
      const buyer = await givenUser(t.db)
      const poolOf = () => creditValueOf(t.db, buyer.id)
      const run = async (id: string, reserved: number, unused: number) => {
        await spendCredits(t.db, {
          userId: buyer.id,
          amount: reserved,
          type: 'model_run',
          description: 'held',
          referenceId: id,
          key: `run:${id}:reserve`,
        })
        await grantCredits(t.db, {
          userId: buyer.id,
          amount: unused,
          type: 'model_run_refund',
          description: 'returned',
          referenceId: id,
          key: `run:${id}:settle`,
        })
      }
      await givenPaidCredits(t.db, buyer.id, { credits: 100, amountCents: 1000 })
      // A run that failed returns all it held, and all its value: the credits are worth what was paid.
      await run('00000000-0000-4000-8000-000000000001', 10, 10)
      expect(await poolOf()).toBe(1000)
      // A run that used 6 of 10: the hold took 100 cents, the 4 returned bring back 40; the house keeps 60.
      await run('00000000-0000-4000-8000-000000000002', 10, 4)
      expect(await poolOf()).toBe(940)
      // So the next sale is valued at the average of what is left: 940 over 94 credits, 10 -> 100 cents.
      await purchaseWithCredits(t.db, { userId: buyer.id, promptId: templateId })
      const [entry] = await entriesOf(t, creatorId)
      expect(entry).toMatchObject({ saleCents: 100, amountCents: 85, houseCents: 15 })
      await expect(earningsInvariant(t.db)).resolves.toEqual([])
    })

    it('earns nothing (an entry of 0) when the buyer only ever had free credits', async () => {
      const t = await testApp()
      const { creatorId } = await givenCreator(t.db)
      const { templateId } = await givenCreatorTemplate(t.db, creatorId, { creditsCost: 2 })
      const buyer = await givenUser(t.db, { credits: 5 })
      await purchaseWithCredits(t.db, { userId: buyer.id, promptId: templateId })
      const [entry] = await entriesOf(t, creatorId)
      expect(entry).toMatchObject({ saleCents: 0, amountCents: 0, houseCents: 0 })
    })
  },
)
