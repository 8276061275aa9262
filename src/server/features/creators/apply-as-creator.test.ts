import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { freshDb } from '../../testing/fresh-db.ts'
import { givenUser, range } from '../../testing/given.ts'
import { creators } from '../../db/schema/creators.ts'
import { creatorApplicationInput, creatorTermsVersion } from '../../../shared/creators/creator.ts'
import { applyAsCreator } from './apply-as-creator.ts'

const form = (over: Record<string, unknown> = {}) =>
  creatorApplicationInput.parse({
    displayName: 'Ada Prompts',
    handle: 'ada-prompts',
    bio: 'Prompts for engineers.',
    country: 'AU',
    acceptTerms: true,
    ...over,
  })

describe('applyAsCreator', async () => {
  const { db } = await freshDb()

  it('stores a pending application with the terms version accepted', async () => {
    const u = await givenUser(db)
    const app = await applyAsCreator(db, { userId: u.id, values: form({ handle: 'Ada-Prompts' }) })
    expect(app).toMatchObject({ handle: 'ada-prompts', status: 'pending', decisionReason: null })
    const [row] = await db.select().from(creators).where(eq(creators.userId, u.id))
    expect(row!.termsVersion).toBe(creatorTermsVersion)
    expect(row!.termsAcceptedAt).toBeInstanceOf(Date)
  })

  it('refuses a second application while one is pending, and a taken handle (the house one too)', async () => {
    const u = await givenUser(db)
    await applyAsCreator(db, { userId: u.id, values: form({ handle: 'second-one' }) })
    await expect(
      applyAsCreator(db, { userId: u.id, values: form({ handle: 'third-one' }) }),
    ).rejects.toMatchObject({
      code: 'application_pending',
      status: 409,
    })
    const other = await givenUser(db)
    await expect(
      applyAsCreator(db, { userId: other.id, values: form({ handle: 'second-one' }) }),
    ).rejects.toMatchObject({
      code: 'handle_taken',
      message: 'That handle is already taken. Please choose another.',
    })
    await expect(
      applyAsCreator(db, { userId: other.id, values: form({ handle: 'promptmarket' }) }),
    ).rejects.toMatchObject({ code: 'handle_taken' })
  })

  it('lets a declined member apply again: back to pending, the old reason cleared', async () => {
    const u = await givenUser(db)
    await applyAsCreator(db, { userId: u.id, values: form({ handle: 'declined-one' }) })
    await db
      .update(creators)
      .set({ status: 'declined', decisionReason: 'Bio is empty', decidedAt: new Date() })
      .where(eq(creators.userId, u.id))
    const again = await applyAsCreator(db, {
      userId: u.id,
      values: form({ handle: 'declined-two', bio: 'Better' }),
    })
    expect(again).toMatchObject({
      status: 'pending',
      handle: 'declined-two',
      bio: 'Better',
      decisionReason: null,
    })
    expect(await db.select().from(creators).where(eq(creators.userId, u.id))).toHaveLength(1)
  })

  it('refuses approved and suspended members', async () => {
    for (const status of ['approved', 'suspended'] as const) {
      const u = await givenUser(db)
      await applyAsCreator(db, { userId: u.id, values: form({ handle: `is-${status}` }) })
      await db.update(creators).set({ status }).where(eq(creators.userId, u.id))
      await expect(
        applyAsCreator(db, { userId: u.id, values: form({ handle: `was-${status}` }) }),
      ).rejects.toMatchObject({
        status: status === 'approved' ? 409 : 403,
      })
    }
  })

  it('gives one handle to one of ten members racing for it', async () => {
    const users = await Promise.all(range(10).map(() => givenUser(db)))
    const results = await Promise.allSettled(
      users.map((u) => applyAsCreator(db, { userId: u.id, values: form({ handle: 'raced-handle' }) })),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    for (const r of results.filter((r) => r.status === 'rejected'))
      expect((r as PromiseRejectedResult).reason).toMatchObject({ code: 'handle_taken', status: 409 })
  })

  it("takes one of a member's double submission and refuses the other", async () => {
    const u = await givenUser(db)
    const results = await Promise.allSettled(
      range(2).map((i) => applyAsCreator(db, { userId: u.id, values: form({ handle: `double-${i}` }) })),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    expect((results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason).toMatchObject({
      code: 'application_pending',
    })
  })
})
