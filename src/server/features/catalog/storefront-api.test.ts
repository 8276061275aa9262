import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { testApp } from '../../testing/test-app.ts'
import { givenUser, range } from '../../testing/given.ts'
import { user } from '../../db/schema/auth.ts'
import { promptPurchases } from '../../db/schema/purchases.ts'
import { promptRatings } from '../../db/schema/library.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { shortName } from './list-reviews.ts'

describe('storefront figures: true figures only', async () => {
  const { json, db } = await testApp({ seed: true })

  const buy = (userId: string, promptId: string, status = 'completed') =>
    db.insert(promptPurchases).values({ userId, promptId, purchaseMethod: 'credits', status })
  const rate = (userId: string, promptId: string, stars: number, review: string | null = null) =>
    db.insert(promptRatings).values({ userId, promptId, stars, review })

  it('starts with no members, no rating, no best sellers and no testimonials', async () => {
    const stats = await json('/api/stats')
    expect(stats.status).toBe(200)
    expect(stats.data).toEqual({ members: 0, prompts: 22, categories: 5, rating: null })
    expect((await json('/api/bestsellers')).data).toEqual({ ids: [] })
    expect((await json('/api/testimonials')).data).toEqual({ items: [] })
    expect((await json('/api/templates/breakup-rebuild/reviews')).data).toEqual({ items: [] })
  })

  it('counts confirmed members only', async () => {
    const a = await givenUser(db)
    await givenUser(db)
    await db.update(user).set({ emailVerified: false }).where(eq(user.id, a.id))
    expect((await json('/api/stats')).data.members).toBe(1)
    await db.update(user).set({ emailVerified: true }).where(eq(user.id, a.id))
    expect((await json('/api/stats')).data.members).toBe(2)
  })

  it('marks best sellers by completed purchases, with a minimum and a top three', async () => {
    const buyers = await Promise.all(range(6).map(() => givenUser(db)))
    for (const b of buyers.slice(0, 5)) await buy(b.id, 'japan-planner')
    for (const b of buyers.slice(0, 4)) await buy(b.id, 'gym-missing-is-ignored')
    for (const b of buyers.slice(0, 4)) await buy(b.id, 'europe-planner')
    for (const b of buyers.slice(0, 3)) await buy(b.id, 'email-polisher')
    for (const b of buyers.slice(0, 3)) await buy(b.id, 'pay-rise-pitch')
    for (const b of buyers.slice(0, 2)) await buy(b.id, 'sleep-reset-coach')
    for (const b of buyers) await buy(b.id, 'breakup-rebuild', 'refunded')
    const { ids } = (await json('/api/bestsellers')).data
    expect(ids).toEqual(['japan-planner', 'europe-planner', 'email-polisher'])
  })

  it('drops a best seller once it is no longer active', async () => {
    await db
      .update(promptTemplates)
      .set({ status: 'archived' })
      .where(eq(promptTemplates.id, 'japan-planner'))
    expect((await json('/api/bestsellers')).data.ids).toEqual([
      'europe-planner',
      'email-polisher',
      'pay-rise-pitch',
    ])
    await db.update(promptTemplates).set({ status: 'active' }).where(eq(promptTemplates.id, 'japan-planner'))
  })

  it('shows reviews and ratings from verified buyers only', async () => {
    const buyer = await givenUser(db, { name: 'Alex  van Smith' })
    const stranger = await givenUser(db, { name: 'Sam Jones' })
    await buy(buyer.id, 'breakup-rebuild')
    await rate(buyer.id, 'breakup-rebuild', 5, 'Helped me through a rough month.')
    await rate(stranger.id, 'breakup-rebuild', 1, 'Never bought it')
    const reviews = (await json('/api/templates/breakup-rebuild/reviews')).data.items
    expect(reviews).toHaveLength(1)
    expect(reviews[0]).toMatchObject({
      promptId: 'breakup-rebuild',
      promptName: 'Breakup Rebuild',
      stars: 5,
      text: 'Helped me through a rough month.',
      author: 'Alex S.',
    })
    expect((await json('/api/stats')).data.rating).toEqual({ average: 5, count: 1 })
    const testimonials = (await json('/api/testimonials')).data.items
    expect(testimonials.map((t: { author: string }) => t.author)).toEqual(['Alex S.'])
  })

  it('leaves out low-star and empty reviews from testimonials', async () => {
    const a = await givenUser(db, { name: 'Kim' })
    await buy(a.id, 'japan-planner')
    await rate(a.id, 'japan-planner', 5, '   ')
    const b = await givenUser(db, { name: 'Lee' })
    await buy(b.id, 'europe-planner')
    await rate(b.id, 'europe-planner', 3, 'Fine')
    const authors = (await json('/api/testimonials?limit=10')).data.items.map(
      (t: { author: string }) => t.author,
    )
    expect(authors).toEqual(['Alex S.'])
    expect((await json('/api/stats')).data.rating).toEqual({ average: 4.3, count: 3 })
  })

  it('answers bad input with 4xx JSON errors', async () => {
    for (const path of [
      '/api/testimonials?limit=0',
      '/api/testimonials?limit=11',
      '/api/testimonials?limit=x',
      '/api/templates/breakup-rebuild/reviews?limit=101',
    ]) {
      const res = await json(path)
      expect(res.status, path).toBe(400)
      expect(res.data.error.code).toBe('validation_failed')
    }
    const missing = await json('/api/templates/nope/reviews')
    expect(missing.status).toBe(404)
    expect(missing.data.error).toEqual({ code: 'not_found', message: 'Prompt not found' })
  })

  it('shortens names to first name and last initial', () => {
    expect(shortName('Jane Mary Doe')).toBe('Jane D.')
    expect(shortName('Jane')).toBe('Jane')
    expect(shortName('  ')).toBe('Verified buyer')
    expect(shortName(null)).toBe('Verified buyer')
  })
})
