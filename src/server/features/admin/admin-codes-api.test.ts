import { describe, expect, it } from 'vitest'
import { giftCodes } from '../../db/schema/gifts.ts'
import { adminTestApp } from '../../testing/admin-test-kit.ts'

describe('admin codes API', async () => {
  const t = await adminTestApp()
  const as = t.admin.headers
  const redeem = (headers: Record<string, string>, code: string) =>
    t.json('/api/functions/redeem-gift-code', { method: 'POST', headers, json: { code } })

  it('creates master codes, lists their usage and deactivates them', async () => {
    const created = await t.json('/api/admin/master-codes', {
      method: 'POST',
      headers: as,
      json: {
        code: 'spring-sale',
        credits: 3,
        maxUses: 2,
        expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      },
    })
    expect(created.status).toBe(201)
    expect(created.data).toMatchObject({ code: 'SPRINGSALE', credits: 3, maxUses: 2, uses: 0, active: true })
    expect((await redeem(t.member.headers, 'SPRINGSALE')).data).toMatchObject({ credits: 3 })

    const list = await t.json('/api/admin/master-codes', { headers: as })
    expect(list.data.items[0]).toMatchObject({ code: 'SPRINGSALE', uses: 1, maxUses: 2, expired: false })

    const off = await t.json(`/api/admin/master-codes/${created.data.id}`, {
      method: 'PATCH',
      headers: as,
      json: { active: false },
    })
    expect(off.data.active).toBe(false)
    const other = await t.signedInUser()
    expect((await redeem(other.headers, 'SPRINGSALE')).status).toBe(422)

    const dup = await t.json('/api/admin/master-codes', {
      method: 'POST',
      headers: as,
      json: { code: 'SPRINGSALE', credits: 3, maxUses: 2 },
    })
    expect(dup.status).toBe(409)
    const past = await t.json('/api/admin/master-codes', {
      method: 'POST',
      headers: as,
      json: { code: 'OLDCODE', credits: 3, maxUses: 2, expiresAt: '2020-01-01T00:00:00Z' },
    })
    expect(past.status).toBe(400)
    const actions = (await t.json('/api/admin/audit', { headers: as })).data.items.map(
      (a: { action: string }) => a.action,
    )
    expect(actions.slice(0, 2)).toEqual(['master-code.update', 'master-code.create'])
    expect(
      (
        await t.json('/api/admin/master-codes/not-a-uuid', {
          method: 'PATCH',
          headers: as,
          json: { active: true },
        })
      ).status,
    ).toBe(400)
  })

  it('looks up a gift code in each state', async () => {
    const [gift] = await t.db
      .insert(giftCodes)
      .values({ code: 'WXYZ-WXYZ-WXYZ-WXYZ', credits: 8, status: 'completed', purchaserId: t.member.id })
      .returning()
    const look = () => t.json('/api/admin/gift-codes/wxyzwxyzwxyzwxyz', { headers: as })
    expect((await look()).data).toMatchObject({
      code: 'WXYZ-WXYZ-WXYZ-WXYZ',
      state: 'ready',
      purchaser: { id: t.member.id, email: t.member.email },
      redeemedBy: null,
    })
    const friend = await t.signedInUser()
    expect((await redeem(friend.headers, gift!.code)).data.credits).toBe(8)
    expect((await look()).data).toMatchObject({
      state: 'redeemed',
      redeemedBy: { id: friend.id, email: friend.email },
    })
    expect((await t.json('/api/admin/gift-codes/AAAA-BBBB-CCCC-DDDD', { headers: as })).status).toBe(404)
  })
})
