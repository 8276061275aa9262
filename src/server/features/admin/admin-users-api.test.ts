import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { securityEvents } from '../../db/schema/activity.ts'
import { ledgerInvariant } from '../credits/public.ts'
import type { RealtimeEvent } from '../realtime/public.ts'
import { adminTestApp } from '../../testing/admin-test-kit.ts'
import type { AdjustBalanceInput } from '../../../shared/admin/users.ts'

describe('admin users API', async () => {
  const t = await adminTestApp()
  const { read } = t
  const admin = t.as(t.admin)
  const findUsers = (email: string) => read(admin.admin.users.$get({ query: { email } }))
  const overviewOf = (id: string) => read(admin.admin.users[':id'].$get({ param: { id } }))
  const adjust = (id: string, json: AdjustBalanceInput) =>
    read(admin.admin.users[':id'].balance.$post({ param: { id }, json }))
  const auditOf = (query: { target: string; action?: string }) => read(admin.admin.audit.$get({ query }))
  const events: RealtimeEvent[] = []
  t.deps.events.subscribe((e) => events.push(e))

  it('finds accounts by part of the e-mail, case-insensitively', async () => {
    const res = await findUsers(t.member.email.slice(0, 12).toUpperCase())
    expect(res.status).toBe(200)
    expect(res.data.items).toContainEqual(
      expect.objectContaining({ id: t.member.id, role: 'user', balance: 0 }),
    )
    expect((await findUsers('%')).data.items).toEqual([])
    expect((await findUsers('')).status).toBe(400)
  })

  it('adjusts a balance with a reason, once per adjustment id, through the ledger', async () => {
    const adjustmentId = randomUUID()
    const body = { adjustmentId, amount: 5, reason: 'Goodwill for a failed export' }
    const first = await adjust(t.member.id, body)
    const again = await adjust(t.member.id, body)
    expect(first.data).toEqual({ applied: true, balance: 5 })
    expect(again.data).toEqual({ applied: false, balance: 5 })
    expect(events).toContainEqual({ type: 'balance', userId: t.member.id, balance: 5 })

    const take = await adjust(t.member.id, {
      adjustmentId: randomUUID(),
      amount: -2,
      reason: 'Duplicate grant',
    })
    expect(take.data).toEqual({ applied: true, balance: 3 })

    const overview = await overviewOf(t.member.id)
    expect(overview.data).toMatchObject({ id: t.member.id, email: t.member.email, balance: 3 })
    expect(overview.data.ledger.map((l) => [l.amount, l.type])).toEqual([
      [-2, 'admin_adjustment'],
      [5, 'admin_adjustment'],
    ])
    expect(overview.data.ledger[1]!.description).toBe('Adjusted by support: Goodwill for a failed export')

    const audit = await auditOf({ target: t.member.id, action: 'balance.adjust' })
    expect(audit.data.items).toHaveLength(2)
    expect(audit.data.items[1]).toMatchObject({
      id: adjustmentId,
      adminEmail: t.admin.email,
      details: { amount: 5, reason: 'Goodwill for a failed export', balanceBefore: 0 },
    })
    expect(await ledgerInvariant(t.db)).toEqual([])
  })

  it('never takes a balance below zero, and writes no audit row when refused', async () => {
    const u = await t.signedInUser({ credits: 2 })
    const res = await adjust(u.id, { adjustmentId: randomUUID(), amount: -3, reason: 'Too much' })
    expect(res.status).toBe(422)
    expect(res.error).toEqual({
      code: 'balance_too_low',
      message: 'The balance is 2 credit(s); it cannot go below zero',
    })
    expect((await auditOf({ target: u.id })).data.items).toEqual([])
    expect(await ledgerInvariant(t.db)).toEqual([])
  })

  it('requires a reason and a non-zero whole amount', async () => {
    const id = t.member.id
    expect((await adjust(id, { adjustmentId: randomUUID(), amount: 1, reason: ' ' })).error!.message).toBe(
      'A reason is required (at least 3 characters)',
    )
    expect((await adjust(id, { adjustmentId: randomUUID(), amount: 0, reason: 'Zero' })).error!.message).toBe(
      'The amount cannot be zero',
    )
    expect((await adjust(id, { adjustmentId: randomUUID(), amount: 1.5, reason: 'Half' })).status).toBe(400)
    expect((await adjust(id, { adjustmentId: 'x', amount: 1, reason: 'Bad id' })).status).toBe(400)
    const missing = await adjust('nobody', { adjustmentId: randomUUID(), amount: 1, reason: 'Nobody' })
    expect(missing.status).toBe(404)
  })

  it('shows the security events of an account', async () => {
    await t.db
      .insert(securityEvents)
      .values({ type: 'login_failure', userId: t.member.id, ip: '10.0.0.1', details: {} })
    const overview = await overviewOf(t.member.id)
    expect(overview.data.securityEvents).toContainEqual(
      expect.objectContaining({ type: 'login_failure', ip: '10.0.0.1' }),
    )
    expect((await overviewOf('nobody')).status).toBe(404)
  })
})
