import { describe, expect, it } from 'vitest'
import { giftCodes } from '../../db/schema/gifts.ts'
import { testApp } from '../../testing/test-app.ts'
import { range } from '../../testing/given.ts'
import type { RealtimeEvent } from '../realtime/public.ts'
import { ledgerInvariant } from '../credits/public.ts'
import { newGiftCode } from '../payments/public.ts'
import { createMasterCode } from './create-master-code.ts'
import { redeemThrottle } from './redeem-throttle.ts'

describe('gift and master code API', async () => {
  const t = await testApp()
  const published: RealtimeEvent[] = []
  t.deps.events.subscribe((e) => published.push(e))
  const redeem = (headers: Record<string, string>, body: unknown, ip?: string) =>
    t.json('/api/functions/redeem-gift-code', { method: 'POST', headers, json: body, ip })

  it('needs a signed-in member', async () => {
    const res = await t.json('/api/functions/redeem-gift-code', { method: 'POST', json: { code: 'X' } })
    expect(res.status).toBe(401)
    expect((await t.json('/api/gift-cards')).status).toBe(401)
  })

  it('asks for a code when the box is blank, and answers malformed bodies with 400', async () => {
    const m = await t.signedInUser()
    for (const body of [{ code: '' }, { code: '   ' }, {}]) {
      const res = await redeem(m.headers, body)
      expect(res.status).toBe(400)
      expect(res.data.error.message).toBe('Please enter a gift code or master code to redeem')
    }
    const bad = await t.app.request('/api/functions/redeem-gift-code', {
      method: 'POST',
      headers: { ...m.headers, 'content-type': 'application/json' },
      body: '{not json',
    })
    expect(bad.status).toBe(400)
    expect((await redeem(m.headers, { code: 42 })).status).toBe(400)
    expect((await redeem(m.headers, { code: 'x'.repeat(5000) })).status).toBe(400)
  })

  it('redeems a gift code into the balance, publishes it, and drops it from the purchaser list', async () => {
    const buyer = await t.signedInUser()
    const friend = await t.signedInUser({ credits: 2 })
    const code = newGiftCode()
    await t.db.insert(giftCodes).values({ code, credits: 8, status: 'completed', purchaserId: buyer.id })
    await t.db
      .insert(giftCodes)
      .values({ code: newGiftCode(), credits: 2, status: 'pending', purchaserId: buyer.id })
    const before = await t.json('/api/gift-cards', { headers: buyer.headers })
    expect(before.data.items).toEqual([
      { id: expect.any(String), code, credits: 8, createdAt: expect.any(String) },
    ])
    expect((await t.json('/api/gift-cards', { headers: friend.headers })).data.items).toEqual([])

    const res = await redeem(friend.headers, { code: code.toLowerCase() })
    expect(res.status).toBe(200)
    expect(res.data).toEqual({ credits: 8, balance: 10 })
    expect(published).toContainEqual({ type: 'balance', userId: friend.id, balance: 10 })
    expect((await t.json('/api/me', { headers: friend.headers })).data.balance).toBe(10)
    expect((await t.json('/api/gift-cards', { headers: buyer.headers })).data.items).toEqual([])

    const again = await redeem(buyer.headers, { code })
    expect(again.status).toBe(422)
    expect(again.data).toEqual({
      error: {
        code: 'invalid_code',
        message: 'This code is invalid, has already been used, or has reached its usage limit',
      },
    })
    expect(await ledgerInvariant(t.db)).toEqual([])
  })

  it('redeems a master code once per member', async () => {
    await createMasterCode(t.db, { code: 'WELCOME-API', credits: 4, maxUses: 100 })
    const m = await t.signedInUser()
    expect((await redeem(m.headers, { code: 'welcome api' })).data).toEqual({ credits: 4, balance: 4 })
    expect((await redeem(m.headers, { code: 'WELCOMEAPI' })).status).toBe(422)
    expect(await ledgerInvariant(t.db)).toEqual([])
  })

  it('throttles a member who keeps guessing, even with a good code after', async () => {
    const m = await t.signedInUser()
    await createMasterCode(t.db, { code: 'LATEGOOD', credits: 2, maxUses: 10 })
    for (const i of range(redeemThrottle.perUser)) {
      const res = await redeem(m.headers, { code: `GUESS${i}` })
      expect(res.status).toBe(422)
    }
    const blocked = await redeem(m.headers, { code: 'LATEGOOD' })
    expect(blocked.status).toBe(429)
    expect(blocked.data.error.message).toBe('Too many attempts. Please try again later')
    expect((await t.json('/api/me', { headers: m.headers })).data.balance).toBe(0)
  })

  it('throttles one address across members', async () => {
    const ip = {}
    for (const i of range(redeemThrottle.perIp)) {
      const m = i % redeemThrottle.perUser === 0 ? await t.signedInUser() : null
      if (m) Object.assign(ip, { cookie: m.headers.cookie, origin: m.headers.origin })
      expect(
        (await redeem(ip as Record<string, string>, { code: `IPGUESS${i}` }, '203.0.113.9')).status,
      ).toBe(422)
    }
    const fresh = await t.signedInUser()
    const res = await redeem(fresh.headers, { code: 'ANYTHING' }, '203.0.113.9')
    expect(res.status).toBe(429)
    const elsewhere = await redeem(fresh.headers, { code: 'ANYTHING' }, '198.51.100.1')
    expect(elsewhere.status).toBe(422)
  })
})
