import { describe, expect, it } from 'vitest'
import { freshDb } from '../../testing/fresh-db.ts'
import { givenUser, range } from '../../testing/given.ts'
import { AppError } from '../../lib/errors.ts'
import { spendCredits } from './spend-credits.ts'
import { grantCredits } from './grant-credits.ts'
import { currentBalance } from './apply-ledger-entry.ts'
import { ledgerInvariant } from './ledger-invariant.ts'

describe('credit ledger', async () => {
  const { db } = await freshDb()

  it('never goes below zero when 50 spends race', async () => {
    const u = await givenUser(db, { credits: 7 })
    const results = await Promise.allSettled(
      range(50).map((i) =>
        spendCredits(db, { userId: u.id, amount: 2, description: 'race', key: `race:${u.id}:${i}` }),
      ),
    )
    const ok = results.filter((r) => r.status === 'fulfilled')
    const failed = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[]
    expect(ok).toHaveLength(3)
    expect(failed).toHaveLength(47)
    for (const f of failed) expect((f.reason as AppError).code).toBe('insufficient_credits')
    expect(await currentBalance(db, u.id)).toBe(1)
    expect(await ledgerInvariant(db)).toEqual([])
  })

  it('treats a repeated key as a no-op, even when the repeats race', async () => {
    const u = await givenUser(db)
    const results = await Promise.all(
      range(10).map(() =>
        grantCredits(db, {
          userId: u.id,
          amount: 8,
          type: 'purchase',
          description: 'Explorer',
          key: `order:${u.id}`,
        }),
      ),
    )
    expect(results.filter((r) => r.applied)).toHaveLength(1)
    expect(await currentBalance(db, u.id)).toBe(8)
    const again = await spendCredits(db, { userId: u.id, amount: 4, description: 'x', key: `spend:${u.id}` })
    const repeat = await spendCredits(db, { userId: u.id, amount: 4, description: 'x', key: `spend:${u.id}` })
    expect(again).toEqual({ applied: true, balance: 4 })
    expect(repeat).toEqual({ applied: false, balance: 4 })
    expect(await ledgerInvariant(db)).toEqual([])
  })

  it('refuses a spend larger than the balance with the spec message', async () => {
    const u = await givenUser(db, { credits: 1 })
    await expect(
      spendCredits(db, { userId: u.id, amount: 4, description: 'x', key: `big:${u.id}` }),
    ).rejects.toMatchObject({
      code: 'insufficient_credits',
      status: 422,
      message: 'You need at least 4 credit(s) for this action',
    })
    expect(await currentBalance(db, u.id)).toBe(1)
  })

  it('reports a balance that disagrees with the ledger', async () => {
    const { db: other } = await freshDb()
    const u = await givenUser(other, { credits: 3 })
    const { sql } = await import('drizzle-orm')
    await other.execute(sql`UPDATE profiles SET balance = 5 WHERE user_id = ${u.id}`)
    expect(await ledgerInvariant(other)).toEqual([{ userId: u.id, balance: 5, ledgerSum: 3 }])
  })
})
