import { describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { freshDb } from '../../testing/fresh-db.ts'
import { givenUser, range } from '../../testing/given.ts'
import { giftCodes, masterCodes } from '../../db/schema/gifts.ts'
import { currentBalance, ledgerInvariant } from '../credits/public.ts'
import { redeemCode } from './redeem-code.ts'
import { newGiftCode } from '../payments/public.ts'
import { createMasterCode } from './create-master-code.ts'

const invalid = {
  code: 'invalid_code',
  status: 422,
  message: 'This code is invalid, has already been used, or has reached its usage limit',
}

async function givenGiftCode(db: Parameters<typeof redeemCode>[0], credits: number, status = 'completed') {
  const purchaser = await givenUser(db)
  const code = newGiftCode()
  const [row] = await db
    .insert(giftCodes)
    .values({ code, credits, status, purchaserId: purchaser.id })
    .returning()
  return { ...row!, purchaser }
}

let masterCounter = 0
const masterName = () => `TEAM${Date.now().toString(36).toUpperCase()}${++masterCounter}`

describe('redeeming gift and master codes', async () => {
  const { db } = await freshDb()

  it('makes codes of 16 unambiguous letters in groups of four', () => {
    const codes = new Set(range(500).map(() => newGiftCode()))
    expect(codes.size).toBe(500)
    for (const code of codes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{4}(-[A-HJKMNP-Z2-9]{4}){3}$/)
  })

  it('redeems a gift code once, whatever its case, spaces or dashes', async () => {
    const gift = await givenGiftCode(db, 8)
    const u = await givenUser(db, { credits: 1 })
    const typed = ` ${gift.code.toLowerCase().replace(/-/g, ' ')} `
    await expect(redeemCode(db, { userId: u.id, code: typed })).resolves.toEqual({
      credits: 8,
      balance: 9,
      kind: 'gift',
    })
    await expect(redeemCode(db, { userId: u.id, code: gift.code })).rejects.toMatchObject(invalid)
    const [row] = await db.select().from(giftCodes).where(eq(giftCodes.id, gift.id))
    expect(row).toMatchObject({ redeemedBy: u.id })
    expect(row!.redeemedAt).toBeInstanceOf(Date)
    expect(await ledgerInvariant(db)).toEqual([])
  })

  it('gives exactly one success when 20 members race for one gift code', async () => {
    const gift = await givenGiftCode(db, 20)
    const users = await Promise.all(range(20).map(() => givenUser(db)))
    const results = await Promise.allSettled(
      users.map((u) => redeemCode(db, { userId: u.id, code: gift.code })),
    )
    const won = results.filter((r) => r.status === 'fulfilled')
    expect(won).toHaveLength(1)
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject(invalid)
    const balances = await Promise.all(users.map((u) => currentBalance(db, u.id)))
    expect(balances.filter((b) => b === 20)).toHaveLength(1)
    expect(balances.filter((b) => b === 0)).toHaveLength(19)
    expect(await ledgerInvariant(db)).toEqual([])
  })

  it('refuses an unpaid gift code and an unknown one alike', async () => {
    const pending = await givenGiftCode(db, 8, 'pending')
    const u = await givenUser(db)
    await expect(redeemCode(db, { userId: u.id, code: pending.code })).rejects.toMatchObject(invalid)
    await expect(redeemCode(db, { userId: u.id, code: newGiftCode() })).rejects.toMatchObject(invalid)
    await expect(redeemCode(db, { userId: u.id, code: 'NOPE' })).rejects.toMatchObject(invalid)
    expect(await currentBalance(db, u.id)).toBe(0)
  })

  it('lets a master code with a limit of 10 be used exactly 10 times by 50 racing members', async () => {
    const master = await createMasterCode(db, { code: masterName(), credits: 3, maxUses: 10 })
    const users = await Promise.all(range(50).map(() => givenUser(db)))
    const results = await Promise.allSettled(
      users.map((u) => redeemCode(db, { userId: u.id, code: master.code.toLowerCase() })),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10)
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject(invalid)
    const [row] = await db.select().from(masterCodes).where(eq(masterCodes.id, master.id))
    expect(row!.uses).toBe(10)
    const balances = await Promise.all(users.map((u) => currentBalance(db, u.id)))
    expect(balances.filter((b) => b === 3)).toHaveLength(10)
    expect(await ledgerInvariant(db)).toEqual([])
  })

  it('lets one member use a master code only once, even when racing themself', async () => {
    const master = await createMasterCode(db, { code: masterName(), credits: 5, maxUses: 100 })
    const u = await givenUser(db)
    const results = await Promise.allSettled(
      range(10).map(() => redeemCode(db, { userId: u.id, code: master.code })),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    await expect(redeemCode(db, { userId: u.id, code: master.code })).rejects.toMatchObject(invalid)
    expect(await currentBalance(db, u.id)).toBe(5)
    const [row] = await db.select().from(masterCodes).where(eq(masterCodes.id, master.id))
    expect(row!.uses).toBe(1)
    expect(await ledgerInvariant(db)).toEqual([])
  })

  it('refuses an expired or inactive master code, and keeps no trace of the attempt', async () => {
    const expired = await createMasterCode(db, {
      code: masterName(),
      credits: 2,
      maxUses: 5,
      expiresAt: new Date(Date.now() + 60_000),
    })
    await db
      .update(masterCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(masterCodes.id, expired.id))
    const inactive = await createMasterCode(db, { code: masterName(), credits: 2, maxUses: 5, active: false })
    const u = await givenUser(db)
    await expect(redeemCode(db, { userId: u.id, code: expired.code })).rejects.toMatchObject(invalid)
    await expect(redeemCode(db, { userId: u.id, code: inactive.code })).rejects.toMatchObject(invalid)
    // Reactivated, the member may still use it: the refused attempt left no redemption row behind.
    await db.update(masterCodes).set({ active: true }).where(eq(masterCodes.id, inactive.id))
    await expect(redeemCode(db, { userId: u.id, code: inactive.code })).resolves.toMatchObject({ credits: 2 })
    expect(await ledgerInvariant(db)).toEqual([])
  })

  it('refuses a duplicate or malformed master code at creation', async () => {
    const code = masterName()
    await createMasterCode(db, { code, credits: 2, maxUses: 1 })
    await expect(
      createMasterCode(db, { code: code.toLowerCase(), credits: 2, maxUses: 1 }),
    ).rejects.toMatchObject({
      code: 'code_taken',
      status: 409,
    })
    await expect(createMasterCode(db, { code: 'a!', credits: 2, maxUses: 1 })).rejects.toMatchObject({
      status: 400,
    })
    await expect(createMasterCode(db, { code: 'GOODCODE', credits: 0, maxUses: 1 })).rejects.toMatchObject({
      status: 400,
    })
  })
})
