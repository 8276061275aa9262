import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { testApp } from '../testing/test-app.ts'
import { givenUser, range } from '../testing/given.ts'
import { testDbKind } from '../testing/fresh-db.ts'
import { queryRows } from '../db/query-rows.ts'
import { giftCodes } from '../db/schema/gifts.ts'
import { ledgerInvariant, grantCredits, spendCredits } from '../features/credits/public.ts'
import { purchaseWithCredits } from '../features/purchases/public.ts'
import { redeemCode, createMasterCode } from '../features/gifts/public.ts'
import { newGiftCode, createPayment, payLocalCheckout } from '../features/payments/public.ts'

// 1,000 concurrent operations across 50 users on PostgreSQL (real row locks and a 20-connection pool):
// package purchases (checkout + pay), prompt purchases with credits, gift and master code redemptions,
// grants and plain spends, all racing. PGlite runs every query on one connection, so there the same mix runs
// at 200 operations: it proves the bookkeeping, not the concurrency.
const POSTGRES = testDbKind() === 'postgres'
const OPS = POSTGRES ? 1000 : 200
const USERS = POSTGRES ? 50 : 10

// A deterministic stream, so a failing mix can be replayed.
function rng(seed: number) {
  let s = seed >>> 0
  return () => ((s = (s * 1664525 + 1013904223) >>> 0), s / 2 ** 32)
}

describe(`ledger under load (${OPS} concurrent operations, ${USERS} users, ${testDbKind()})`, async () => {
  const t = await testApp({ seed: true })
  const db = t.db

  it(
    'keeps every balance equal to its ledger, none negative, and the totals add up',
    { timeout: 120_000 },
    async () => {
      const users: { id: string; email: string }[] = []
      for (const _ of range(USERS)) users.push(await givenUser(db, { credits: 5 }))
      const prompts = await queryRows<{ id: string; credits_cost: number }>(
        db,
        sql`SELECT id, credits_cost FROM prompt_templates WHERE status = 'active' AND credits_cost > 0 ORDER BY id LIMIT 30`,
      )
      expect(prompts.length).toBeGreaterThan(5)
      const gifts: string[] = []
      for (const _ of range(OPS / 10)) {
        const code = newGiftCode()
        const purchaser = users[gifts.length % users.length]!
        await db
          .insert(giftCodes)
          .values({ code, credits: 3, status: 'completed', purchaserId: purchaser.id })
        gifts.push(code)
      }
      const master = `LOAD${Date.now().toString(36).toUpperCase()}`
      // Fewer uses than attempts: the cap must hold under the race.
      await createMasterCode(db, { code: master, credits: 4, maxUses: 25 })

      const next = rng(20261122)
      const counts: Record<string, { ok: number; refused: number; failed: number }> = {}
      const unexpected: string[] = []
      const ops = range(OPS).map((i) => {
        const user = users[Math.floor(next() * users.length)]!
        const r = next()
        const kind =
          r < 0.2
            ? 'package'
            : r < 0.45
              ? 'prompt'
              : r < 0.55
                ? 'gift'
                : r < 0.65
                  ? 'master'
                  : r < 0.8
                    ? 'grant'
                    : 'spend'
        const giftCode = gifts[Math.floor(next() * gifts.length)]!
        const prompt = prompts[Math.floor(next() * prompts.length)]!
        const amount = 1 + Math.floor(next() * 5)
        const packageId = (['starter', 'explorer', 'pro'] as const)[Math.floor(next() * 3)]!
        return async () => {
          counts[kind] ??= { ok: 0, refused: 0, failed: 0 }
          try {
            if (kind === 'package') {
              const { sessionId } = await createPayment(db, {
                provider: t.deps.payments,
                appUrl: t.deps.env.APP_URL,
                userId: user.id,
                packageId,
              })
              await payLocalCheckout(db, { sessionId, userId: user.id })
            } else if (kind === 'prompt')
              await purchaseWithCredits(db, { userId: user.id, promptId: prompt.id })
            else if (kind === 'gift') await redeemCode(db, { userId: user.id, code: giftCode })
            else if (kind === 'master') await redeemCode(db, { userId: user.id, code: master })
            else if (kind === 'grant')
              await grantCredits(db, {
                userId: user.id,
                amount,
                type: 'admin_adjustment',
                description: 'Load bonus',
                key: `load-grant:${i}`,
              })
            else
              await spendCredits(db, {
                userId: user.id,
                amount,
                description: 'Load spend',
                key: `load-spend:${i}`,
              })
            counts[kind].ok++
          } catch (err) {
            const e = err as { status?: number; code?: string; message?: string }
            // Refusals the rules call for: not enough credits, a used/capped code, already redeemed.
            if (e.status && e.status < 500) counts[kind].refused++
            else {
              counts[kind].failed++
              unexpected.push(`${kind}: ${e.code ?? ''} ${e.message ?? String(err)}`)
            }
          }
        }
      })
      const started = Date.now()
      await Promise.all(ops.map((op) => op()))
      const elapsed = Date.now() - started
      console.log(`ledger-load ${testDbKind()}: ${OPS} ops in ${elapsed} ms`, JSON.stringify(counts))

      expect(unexpected).toEqual([])
      expect(await ledgerInvariant(db)).toEqual([])

      const byType = await queryRows<{ type: string; total: number; n: number }>(
        db,
        sql`SELECT transaction_type AS type, SUM(amount)::int AS total, COUNT(*)::int AS n FROM credit_transactions GROUP BY 1`,
      )
      const total = (type: string) => Number(byType.find((r) => r.type === type)?.total ?? 0)
      const [balances] = await queryRows<{ sum: number; negative: number }>(
        db,
        sql`SELECT COALESCE(SUM(balance), 0)::int AS sum, COUNT(*) FILTER (WHERE balance < 0)::int AS negative FROM profiles`,
      )
      expect(Number(balances!.negative)).toBe(0)
      // Only the kinds of entry this load writes exist, so issued = bought + bonuses + codes - spends.
      expect(byType.map((r) => r.type).sort()).toEqual(
        ['admin_adjustment', 'gift_redeem', 'master_redeem', 'purchase', 'spend'].filter((k) =>
          byType.some((r) => r.type === k),
        ),
      )
      expect(Number(balances!.sum)).toBe(
        total('purchase') +
          total('admin_adjustment') +
          total('gift_redeem') +
          total('master_redeem') +
          total('spend'),
      )

      // Cross-checks against the tables of record.
      const [orders] = await queryRows<{ credits: number; n: number }>(
        db,
        sql`SELECT COALESCE(SUM(credits), 0)::int AS credits, COUNT(*)::int AS n FROM orders WHERE kind = 'credits' AND status = 'completed'`,
      )
      expect(total('purchase')).toBe(Number(orders!.credits))
      expect(Number(orders!.n)).toBe(counts.package?.ok ?? 0)
      const [spent] = await queryRows<{ credits: number; n: number }>(
        db,
        sql`SELECT COALESCE(SUM(credits_spent), 0)::int AS credits, COUNT(*)::int AS n FROM prompt_purchases WHERE purchase_method = 'credits'`,
      )
      const [plain] = await queryRows<{ total: number }>(
        db,
        sql`SELECT COALESCE(SUM(amount), 0)::int AS total FROM credit_transactions WHERE idempotency_key LIKE 'load-spend:%'`,
      )
      expect(-total('spend')).toBe(Number(spent!.credits) - Number(plain!.total))
      const [giftRows] = await queryRows<{ credits: number; n: number }>(
        db,
        sql`SELECT COALESCE(SUM(credits), 0)::int AS credits, COUNT(*)::int AS n FROM gift_codes WHERE redeemed_by IS NOT NULL`,
      )
      expect(total('gift_redeem')).toBe(Number(giftRows!.credits))
      const [masterRows] = await queryRows<{ n: number; uses: number }>(
        db,
        sql`SELECT (SELECT COUNT(*)::int FROM master_code_redemptions) AS n, (SELECT uses FROM master_codes WHERE code = ${master}) AS uses`,
      )
      expect(total('master_redeem')).toBe(4 * Number(masterRows!.n))
      expect(Number(masterRows!.uses)).toBe(Number(masterRows!.n))
      expect(Number(masterRows!.n)).toBeLessThanOrEqual(25)
      // No user owns a prompt twice.
      const [dupes] = await queryRows<{ n: number }>(
        db,
        sql`SELECT COUNT(*)::int AS n FROM (SELECT user_id, prompt_id FROM prompt_purchases GROUP BY 1, 2 HAVING COUNT(*) > 1) d`,
      )
      expect(Number(dupes!.n)).toBe(0)
    },
  )
})
