import { describe, expect, it } from 'vitest'
import { searchAnalytics, securityEvents } from '../../db/schema/activity.ts'
import { orders } from '../../db/schema/payments.ts'
import { promptPurchases } from '../../db/schema/purchases.ts'
import { adminTestApp } from '../../testing/admin-test-kit.ts'

describe('admin insights API', async () => {
  const t = await adminTestApp({ seed: true })
  const as = t.admin.headers
  const now = new Date()
  const today = now.toISOString().slice(0, 10)

  await t.db.insert(orders).values([
    {
      userId: t.member.id,
      kind: 'credits',
      provider: 'local',
      packageId: 'explorer',
      credits: 8,
      amountCents: 2500,
      status: 'completed',
      completedAt: now,
    },
    {
      userId: t.member.id,
      kind: 'prompt',
      provider: 'local',
      promptId: 'japan-planner',
      amountCents: 2500,
      status: 'refunded',
      completedAt: now,
      refundedAt: now,
    },
    {
      userId: t.member.id,
      kind: 'credits',
      provider: 'local',
      packageId: 'starter',
      credits: 2,
      amountCents: 799,
      status: 'pending',
    },
  ])
  await t.db.insert(promptPurchases).values([
    { userId: t.member.id, promptId: 'japan-planner', purchaseMethod: 'credits', creditsSpent: 8 },
    { userId: t.member.id, promptId: 'email-polisher', purchaseMethod: 'direct' },
  ])
  await t.db.insert(searchAnalytics).values([
    { query: 'Japan', type: 'ai', resultsCount: 3 },
    { query: 'japan ', type: 'regular', resultsCount: 1 },
    { query: 'underwater basket weaving', type: 'ai', resultsCount: 0 },
    { query: 'budget', type: 'ai', resultsCount: 0 },
    { query: 'budget', type: 'regular', resultsCount: 2 },
  ])
  await t.db.insert(securityEvents).values([
    { type: 'login_failure', userId: t.member.id, details: {} },
    {
      type: 'suspicious_activity',
      userId: t.member.id,
      details: { reason: 'multiple_failed_logins', count: 5 },
    },
  ])

  it('reports sales per day, by kind and by tier', async () => {
    const res = await t.json('/api/admin/insights?days=7', { headers: as })
    expect(res.status).toBe(200)
    expect(res.data.salesPerDay).toHaveLength(7)
    expect(res.data.salesPerDay.at(-1)).toEqual({
      day: today,
      orders: 2,
      revenueCents: 5000,
      refundedCents: 2500,
    })
    expect(res.data.totals).toEqual({ orders: 2, revenueCents: 5000, refundedCents: 2500 })
    expect(res.data.byKind).toEqual([
      { kind: 'credits', orders: 1, revenueCents: 2500 },
      { kind: 'prompt', orders: 1, revenueCents: 2500 },
    ])
    const super_ = res.data.byTier.find((r: { tier: string }) => r.tier === 'super')
    expect(super_).toEqual({ tier: 'super', purchases: 1, byCredits: 1, direct: 0, creditsSpent: 8 })
    expect(res.data.byTier.map((r: { tier: string }) => r.tier)).toEqual(['daily', 'boost', 'super'])
  })

  it('reports top searches and searches that never found anything', async () => {
    const res = await t.json('/api/admin/insights', { headers: as })
    expect(res.data.topSearches[0]).toEqual({ query: 'budget', searches: 2, averageResults: 1 })
    expect(res.data.topSearches).toContainEqual({ query: 'japan', searches: 2, averageResults: 2 })
    expect(res.data.noResultSearches).toEqual([
      { query: 'underwater basket weaving', searches: 1, averageResults: 0 },
    ])
  })

  it('puts recent suspicious activity first among security events', async () => {
    const res = await t.json('/api/admin/insights', { headers: as })
    expect(res.data.securityEvents[0]).toMatchObject({
      type: 'suspicious_activity',
      userEmail: t.member.email,
      details: { reason: 'multiple_failed_logins', count: 5 },
    })
    expect(res.data.securityCounts).toContainEqual({ type: 'login_failure', count: 1 })
    expect((await t.json('/api/admin/insights?days=0', { headers: as })).status).toBe(400)
  })
})
