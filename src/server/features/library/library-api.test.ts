import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { testApp } from '../../testing/test-app.ts'
import { promptPurchases } from '../../db/schema/purchases.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { user as userTable } from '../../db/schema/auth.ts'

// Ownership is created here by inserting completed purchases; buying is the payments feature's job.
describe('library, paid content and ratings API', async () => {
  const app = await testApp({ seed: true })
  const { json, db } = app
  const owner = await app.signedInUser()
  const stranger = await app.signedInUser()
  const own = (userId: string, promptId: string, createdAt = new Date()) =>
    db
      .insert(promptPurchases)
      .values({ userId, promptId, purchaseMethod: 'credits', status: 'completed', createdAt })
  await own(owner.id, 'japan-planner', new Date('2025-01-01T00:00:00Z'))
  await own(owner.id, 'daily-focus-planner', new Date('2025-02-01T00:00:00Z'))
  await own(owner.id, 'email-polisher', new Date('2025-03-01T00:00:00Z'))
  // A refunded purchase does not count (spec 4: only completed purchases are owned).
  await db.insert(promptPurchases).values({
    userId: stranger.id,
    promptId: 'japan-planner',
    purchaseMethod: 'direct',
    status: 'refunded',
  })

  describe('GET /api/library', () => {
    it('refuses anonymous callers', async () => {
      const res = await json('/api/library')
      expect(res.status).toBe(401)
      expect(res.data.error.code).toBe('unauthorized')
    })

    it("lists the caller's completed purchases with template summaries, newest first", async () => {
      const res = await json('/api/library', { headers: owner.headers })
      expect(res.status).toBe(200)
      expect(res.data.items.map((i: { promptId: string }) => i.promptId)).toEqual([
        'email-polisher',
        'daily-focus-planner',
        'japan-planner',
      ])
      const japan = res.data.items[2]
      expect(japan).toMatchObject({
        purchaseMethod: 'credits',
        purchasedAt: '2025-01-01T00:00:00.000Z',
        template: {
          id: 'japan-planner',
          name: 'Japan Planner',
          tier: 'super',
          categoryKey: 'social',
          questionCount: 26,
        },
        myRating: null,
      })
      expect(JSON.stringify(res.data)).not.toMatch(/masterPrompt|"questions"/)
    })

    it('shows nothing of anyone else, and refunded purchases are not owned', async () => {
      const res = await json('/api/library', { headers: stranger.headers })
      expect(res.data.items).toEqual([])
    })
  })

  describe('GET /api/templates/:id/content', () => {
    it('gives the questions and master prompt to an owner', async () => {
      const res = await json('/api/templates/japan-planner/content', { headers: owner.headers })
      expect(res.status).toBe(200)
      const [row] = await db.select().from(promptTemplates).where(eq(promptTemplates.id, 'japan-planner'))
      expect(res.data.masterPrompt).toBe(row.masterPrompt)
      expect(res.data.questions).toEqual(row.questions)
      expect(res.data.questions).toHaveLength(26)
    })

    it('refuses anonymous callers (401) and non-owners (403), never showing the goods', async () => {
      const anonymous = await json('/api/templates/japan-planner/content')
      expect(anonymous.status).toBe(401)
      const other = await json('/api/templates/japan-planner/content', { headers: stranger.headers })
      expect(other.status).toBe(403)
      expect(other.data.error.code).toBe('not_owned')
      const [row] = await db.select().from(promptTemplates).where(eq(promptTemplates.id, 'japan-planner'))
      for (const res of [anonymous, other]) {
        expect(Object.keys(res.data)).toEqual(['error'])
        expect(JSON.stringify(res.data)).not.toContain(row.masterPrompt.slice(0, 40))
      }
    })

    it('gives 404 for an unknown prompt', async () => {
      const res = await json('/api/templates/no-such-prompt/content', { headers: owner.headers })
      expect(res.status).toBe(404)
    })

    it('keeps lifetime access to an archived template for its owner only', async () => {
      await db
        .update(promptTemplates)
        .set({ status: 'archived' })
        .where(eq(promptTemplates.id, 'email-polisher'))
      expect((await json('/api/templates/email-polisher/content', { headers: owner.headers })).status).toBe(
        200,
      )
      expect(
        (await json('/api/templates/email-polisher/content', { headers: stranger.headers })).status,
      ).toBe(404)
      const library = await json('/api/library', { headers: owner.headers })
      expect(library.data.items.map((i: { promptId: string }) => i.promptId)).toContain('email-polisher')
      await db
        .update(promptTemplates)
        .set({ status: 'active' })
        .where(eq(promptTemplates.id, 'email-polisher'))
    })

    it('lets an admin read any template', async () => {
      const admin = await app.signedInUser()
      await db.update(userTable).set({ role: 'admin' }).where(eq(userTable.id, admin.id))
      const res = await json('/api/templates/networking-mentor/content', { headers: admin.headers })
      expect(res.status).toBe(200)
      expect(res.data.masterPrompt.length).toBeGreaterThan(100)
    })

    it('does not disturb the public template route', async () => {
      const res = await json('/api/templates/japan-planner')
      expect(res.status).toBe(200)
      expect(res.data).not.toHaveProperty('masterPrompt')
    })
  })

  describe('ratings by verified buyers', () => {
    const rating = (promptId: string) => `/api/library/${promptId}/rating`

    it('refuses anonymous callers and people who did not buy the prompt', async () => {
      expect((await json(rating('japan-planner'), { method: 'PUT', json: { stars: 5 } })).status).toBe(401)
      const other = await json(rating('japan-planner'), {
        method: 'PUT',
        json: { stars: 1 },
        headers: stranger.headers,
      })
      expect(other.status).toBe(403)
      expect((await json('/api/templates/japan-planner')).data.rating).toBeNull()
    })

    it('validates 1 to 5 whole stars and the optional review', async () => {
      for (const body of [
        { stars: 0 },
        { stars: 6 },
        { stars: 4.5 },
        { stars: '5' },
        {},
        { stars: 3, review: 'x'.repeat(2001) },
      ]) {
        const res = await json(rating('japan-planner'), { method: 'PUT', json: body, headers: owner.headers })
        expect(res.status, JSON.stringify(body)).toBe(400)
        expect(res.data.error.code).toBe('validation_failed')
      }
      const bad = await json(rating('japan-planner'), {
        method: 'PUT',
        body: '{nope',
        headers: { ...owner.headers, 'content-type': 'application/json' },
      })
      expect(bad.status).toBe(400)
    })

    it('lets an owner rate, change and delete, and the storefront shows the real average', async () => {
      const first = await json(rating('japan-planner'), {
        method: 'PUT',
        json: { stars: 4, review: '  Great plan  ' },
        headers: owner.headers,
      })
      expect(first.status).toBe(200)
      expect(first.data.rating).toMatchObject({ stars: 4, review: 'Great plan' })
      expect((await json('/api/templates/japan-planner')).data.rating).toEqual({ average: 4, count: 1 })

      const changed = await json(rating('japan-planner'), {
        method: 'PUT',
        json: { stars: 2 },
        headers: owner.headers,
      })
      expect(changed.data.rating).toMatchObject({ stars: 2, review: null })
      expect((await json('/api/templates/japan-planner')).data.rating).toEqual({ average: 2, count: 1 })
      expect((await json(rating('japan-planner'), { headers: owner.headers })).data.rating.stars).toBe(2)
      expect((await json(rating('japan-planner'), { headers: stranger.headers })).data.rating).toBeNull()
      const library = await json('/api/library', { headers: owner.headers })
      expect(
        library.data.items.find((i: { promptId: string }) => i.promptId === 'japan-planner').myRating.stars,
      ).toBe(2)

      // Another user cannot delete it: they reach only their own (absent) rating.
      expect(
        (await json(rating('japan-planner'), { method: 'DELETE', headers: stranger.headers })).status,
      ).toBe(404)
      expect((await json('/api/templates/japan-planner')).data.rating).toEqual({ average: 2, count: 1 })

      expect((await json(rating('japan-planner'), { method: 'DELETE', headers: owner.headers })).status).toBe(
        200,
      )
      expect((await json('/api/templates/japan-planner')).data.rating).toBeNull()
      expect((await json(rating('japan-planner'), { method: 'DELETE', headers: owner.headers })).status).toBe(
        404,
      )
    })
  })
})
