import { describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { freshDb } from '../../testing/fresh-db.ts'
import { givenUser, range } from '../../testing/given.ts'
import { securityEvents } from '../../db/schema/activity.ts'
import { createLocalEventBus, type RealtimeEvent } from '../realtime/public.ts'
import { createMasterCode } from './create-master-code.ts'
import { redeemFailureType, redeemThrottle } from './redeem-throttle.ts'
import { redeemGiftCode } from './redeem-gift-code.ts'

describe('redeemGiftCode', async () => {
  const { db } = await freshDb()
  const events = createLocalEventBus()
  const seen: RealtimeEvent[] = []
  events.subscribe((e) => void seen.push(e))
  const deps = { db, events }
  let n = 0
  const codeName = () => `GUARD${Date.now().toString(36).toUpperCase()}${++n}`
  const failuresOf = async (userId: string) =>
    db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.type, redeemFailureType), eq(securityEvents.userId, userId)))

  it('redeems a code and tells the member’s tabs the new balance', async () => {
    const member = await givenUser(db, { credits: 2 })
    const code = codeName()
    await createMasterCode(db, { code, credits: 5, maxUses: 10 })
    await expect(
      redeemGiftCode(deps, { userId: member.id, code, ip: '203.0.113.9', userAgent: 'test' }),
    ).resolves.toEqual({ credits: 5, balance: 7 })
    expect(seen).toContainEqual({ type: 'balance', userId: member.id, balance: 7 })
    expect(await failuresOf(member.id)).toHaveLength(0)
  })

  it('counts a wrong code as a failure, with the caller’s address and browser', async () => {
    const member = await givenUser(db)
    await expect(
      redeemGiftCode(deps, { userId: member.id, code: 'NOPE-NOPE', ip: '203.0.113.10', userAgent: 'ua' }),
    ).rejects.toMatchObject({ code: 'invalid_code', status: 422 })
    expect(await failuresOf(member.id)).toMatchObject([{ ip: '203.0.113.10', userAgent: 'ua' }])
  })

  it('refuses a member with too many recent failures before looking at the code, even a good one', async () => {
    const member = await givenUser(db)
    for (const i of range(redeemThrottle.perUser))
      await redeemGiftCode(deps, { userId: member.id, code: `WRONG-${i}`, ip: null, userAgent: null }).catch(
        () => undefined,
      )
    const code = codeName()
    await createMasterCode(db, { code, credits: 3, maxUses: 10 })
    await expect(
      redeemGiftCode(deps, { userId: member.id, code, ip: null, userAgent: null }),
    ).rejects.toMatchObject({ code: 'too_many_attempts', status: 429 })
    // The refusal itself is not another failure.
    expect(await failuresOf(member.id)).toHaveLength(redeemThrottle.perUser)
  })
})
