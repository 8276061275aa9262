import { describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { testApp } from '../../testing/test-app.ts'
import { givenUser, range } from '../../testing/given.ts'
import { wheelSpins } from '../../db/schema/gifts.ts'
import { currentBalance, ledgerInvariant } from '../credits/public.ts'
import { wheelSegments } from '../../../shared/wheel/wheel.ts'
import { readClaim, signClaim, wheelSecret } from './claim-token.ts'
import { redeemWheelClaim } from './redeem-wheel-claim.ts'
import { spinThrottle } from './spin-wheel.ts'

describe('welcome wheel API', async () => {
  const t = await testApp()
  const secret = wheelSecret(t.deps)
  let ipCounter = 0
  const spin = (ip = `192.0.2.${++ipCounter}`) =>
    t.json('/api/functions/spin-wheel', { method: 'POST', json: {}, ip })

  it('answers a server-chosen segment with a claim valid for 120 seconds after the wheel stops', async () => {
    const before = Date.now()
    const res = await spin()
    expect(res.status).toBe(200)
    const { credits, segmentIndex, claim, expiresAt } = res.data
    expect(wheelSegments[segmentIndex]).toBe(credits)
    const expiry = new Date(expiresAt).getTime()
    expect(expiry).toBeGreaterThan(before + 4_500 + 120_000)
    expect(expiry).toBeLessThanOrEqual(Date.now() + 130_000)
    const parsed = readClaim(secret, claim)!
    const [row] = await t.db.select().from(wheelSpins).where(eq(wheelSpins.id, parsed.spinId))
    expect(row).toMatchObject({ credits, segmentIndex, claimedBy: null, ip: '192.0.2.1' })
  })

  it('draws the segment at random on the server', async () => {
    const seen = new Map<number, number>()
    for (const _ of range(120)) {
      const { data } = await spin('198.18.0.' + (ipCounter++ % 250))
      seen.set(data.segmentIndex, (seen.get(data.segmentIndex) ?? 0) + 1)
    }
    expect([...seen.keys()].every((i) => i >= 0 && i < 12)).toBe(true)
    expect(seen.size).toBeGreaterThanOrEqual(9)
  })

  it('answers a body that is not a JSON object with 400, and ignores extra fields', async () => {
    const headers = {}
    const ip = '192.0.2.200'
    for (const body of ['[]', '"x"', 'null', '{not json'])
      expect(
        (
          await t.json('/api/functions/spin-wheel', {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body,
            ip,
          })
        ).status,
        body,
      ).toBe(400)
    const extra = await t.json('/api/functions/spin-wheel', {
      method: 'POST',
      headers,
      ip,
      json: { credits: 6, segmentIndex: 11 },
    })
    expect(extra.status).toBe(200)
    expect(wheelSegments[extra.data.segmentIndex]).toBe(extra.data.credits)
    expect((await t.json('/api/functions/spin-wheel', { method: 'POST', headers, ip })).status).toBe(200)
  })

  it('throttles spins from one address', async () => {
    const ip = '203.0.113.77'
    for (const _ of range(spinThrottle.perIp)) expect((await spin(ip)).status).toBe(200)
    const res = await spin(ip)
    expect(res.status).toBe(429)
    expect(res.data.error.code).toBe('too_many_attempts')
    expect((await spin('203.0.113.78')).status).toBe(200)
  })

  it('grants the claim once, to the first member who redeems it', async () => {
    const { data } = await spin()
    const [a, b] = [await givenUser(t.db), await givenUser(t.db)]
    const results = await Promise.all(
      [a, b, a, b].map((u) => redeemWheelClaim(t.db, { userId: u.id, claim: data.claim, secret })),
    )
    expect(results.filter((r) => r.credits > 0)).toEqual([{ credits: data.credits, balance: data.credits }])
    expect(results.filter((r) => r.credits === 0).every((r) => r.reason === 'already_claimed')).toBe(true)
    const balances = [await currentBalance(t.db, a.id), await currentBalance(t.db, b.id)]
    expect(balances.sort()).toEqual([0, data.credits].sort())
    expect(await ledgerInvariant(t.db)).toEqual([])
  })

  it('grants nothing for a forged claim', async () => {
    const { data } = await spin()
    const u = await givenUser(t.db)
    const [version, spinId, exp, signature] = data.claim.split('.')
    const forged = [
      'not-a-claim',
      '',
      `${version}.${spinId}.${Number(exp) + 3600}.${signature}`, // extended expiry, old signature
      // Its first character changed: writing AA over the last two left it unchanged 1 time in 1,024.
      `${version}.${spinId}.${exp}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`,
      signClaim('some-other-secret-some-other-secret', { spinId, expiresAt: new Date(Number(exp) * 1000) }),
      signClaim(secret, { spinId: crypto.randomUUID(), expiresAt: new Date(Date.now() + 60_000) }), // no such spin
      `${data.claim}.extra`,
    ]
    for (const claim of forged) {
      const r = await redeemWheelClaim(t.db, { userId: u.id, claim, secret })
      expect(r.credits).toBe(0)
      expect(r.reason).toBe('invalid')
    }
    expect(await currentBalance(t.db, u.id)).toBe(0)
    expect(await ledgerInvariant(t.db)).toEqual([])
  })

  it('grants nothing for an expired claim, by its signed expiry or by the database row', async () => {
    const u = await givenUser(t.db)
    const first = (await spin()).data
    const { spinId } = readClaim(secret, first.claim)!
    const stale = signClaim(secret, { spinId, expiresAt: new Date(Date.now() - 1000) })
    expect(await redeemWheelClaim(t.db, { userId: u.id, claim: stale, secret })).toEqual({
      credits: 0,
      reason: 'expired',
    })
    const second = (await spin()).data
    const row = readClaim(secret, second.claim)!
    await t.db
      .update(wheelSpins)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(wheelSpins.id, row.spinId))
    expect(await redeemWheelClaim(t.db, { userId: u.id, claim: second.claim, secret })).toEqual({
      credits: 0,
      reason: 'expired',
    })
    expect(await currentBalance(t.db, u.id)).toBe(0)
    expect(await ledgerInvariant(t.db)).toEqual([])
  })

  it('redeems the claim during sign-up, once: a replay on a second account gets nothing', async () => {
    const { data } = await spin()
    const signUp = (n: number) =>
      t.json('/api/auth/sign-up/email', {
        method: 'POST',
        headers: { origin: t.deps.env.APP_URL },
        json: {
          name: `Wheel Winner ${n}`,
          email: `wheel-winner-${n}-${Date.now()}@example.com`,
          password: 'Str0ng!Passw0rd',
          phoneNumber: `0400${Date.now().toString().slice(-6)}${n}`,
          wheelClaim: data.claim,
        },
      })
    const first = await signUp(1)
    expect(first.status).toBe(200)
    expect(await currentBalance(t.db, first.data.user.id)).toBe(data.credits)
    const replay = await signUp(2)
    expect(replay.status).toBe(200)
    expect(await currentBalance(t.db, replay.data.user.id)).toBe(0)
    expect(await ledgerInvariant(t.db)).toEqual([])
  })
})
