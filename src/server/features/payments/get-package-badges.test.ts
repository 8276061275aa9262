import { describe, expect, it } from 'vitest'
import { orders } from '../../db/schema/payments.ts'
import { testApp } from '../../testing/test-app.ts'
import { range } from '../../testing/given.ts'

const day = 24 * 60 * 60 * 1000

describe('credit pack badges', async () => {
  const t = await testApp()
  const member = await t.signedInUser()
  const badges = async () => {
    const res = await t.read(t.api['credit-packages'].badges.$get())
    expect(res.status).toBe(200)
    return res.data
  }
  const sell = async (packageId: string, n: number, o: { daysAgo?: number; status?: string } = {}) => {
    if (!n) return
    const completedAt = new Date(Date.now() - (o.daysAgo ?? 1) * day)
    await t.db.insert(orders).values(
      range(n).map(() => ({
        userId: member.id,
        kind: 'credits',
        provider: 'local',
        packageId,
        credits: 8,
        amountCents: 2500,
        status: o.status ?? 'completed',
        completedAt,
      })),
    )
  }

  it('has no Most Popular without sales; Best value is the lowest price per credit', async () => {
    expect(await badges()).toEqual({ mostPopular: null, bestValue: 'pro' })
  })

  it('needs 5 sales in the last 30 days: older, refunded and unpaid orders do not count', async () => {
    await sell('explorer', 4)
    await sell('explorer', 3, { daysAgo: 31 })
    await sell('explorer', 2, { status: 'refunded' })
    await sell('explorer', 2, { status: 'pending' })
    expect((await badges()).mostPopular).toBeNull()
    await sell('explorer', 1)
    expect((await badges()).mostPopular).toBe('explorer')
  })

  it('goes to the best seller, and to none on a tie', async () => {
    await sell('starter', 5)
    expect((await badges()).mostPopular).toBeNull()
    await sell('starter', 1, { daysAgo: 29 })
    expect((await badges()).mostPopular).toBe('starter')
  })
})
