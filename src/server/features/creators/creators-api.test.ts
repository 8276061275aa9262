import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { creators, houseCreatorId } from '../../db/schema/creators.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { testApp } from '../../testing/test-app.ts'

// A member's application and the public creator page, over HTTP.
describe('creators API', async () => {
  const t = await testApp({ seed: true })
  const member = await t.signedInUser({ name: 'Cora Creator' })
  const apply = (json: Record<string, unknown>, headers: Record<string, string> = member.headers) =>
    t.json('/api/creator-application', { method: 'POST', headers, json })
  const valid = {
    displayName: 'Cora Creates',
    handle: 'cora',
    bio: 'Prompts for gardeners.',
    country: 'AU',
    acceptTerms: true,
  }

  it('asks a visitor to sign in', async () => {
    expect((await t.json('/api/creator-application')).status).toBe(401)
    expect((await apply(valid, {})).status).toBe(401)
  })

  it('answers 400 with a clear message to bad input, never 5xx', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ acceptTerms: false }, 'Please accept the creator terms'],
      [{ handle: 'ab' }, 'Handle must be at least 3 characters'],
      [{ handle: 'a'.repeat(31) }, 'Handle must be at most 30 characters'],
      [{ handle: 'cora_b' }, 'Handle can use only letters, digits and hyphens'],
      [{ handle: '-cora' }, 'Handle must start and end with a letter or digit'],
      [{ country: 'XX' }, 'Please choose your country'],
      [{ displayName: '' }, 'Display name must be at least 2 characters'],
      [{ displayName: 'Cora\nX' }, 'Your display name contains characters that are not allowed'],
      [{ bio: 'x'.repeat(501) }, 'Bio must be at most 500 characters'],
      [{ bio: 'bad \u0000' }, 'Your bio contains characters that are not allowed'],
    ]
    for (const [over, message] of cases) {
      const res = await apply({ ...valid, ...over })
      expect(res.status, JSON.stringify(over)).toBe(400)
      expect(res.data.error.message, JSON.stringify(over)).toBe(message)
    }
    expect((await apply({ ...valid, handle: 'promptmarket' })).data.error).toEqual({
      code: 'handle_taken',
      message: 'That handle is already taken. Please choose another.',
    })
    expect(
      (await t.json('/api/creator-application', { headers: member.headers })).data.application,
    ).toBeNull()
  })

  it('stores the application once; a second one is refused while it is pending', async () => {
    const res = await apply({ ...valid, handle: 'Cora' })
    expect(res.status).toBe(201)
    expect(res.data.application).toMatchObject({ handle: 'cora', status: 'pending', country: 'AU' })
    expect((await apply({ ...valid, handle: 'cora-two' })).data.error).toEqual({
      code: 'application_pending',
      message: 'Your application is already being reviewed',
    })
    // Pending creators have no public page yet.
    expect((await t.json('/api/creators/cora')).status).toBe(404)
  })

  it('shows the house creator with its catalogue, real sales and no rating when there is none', async () => {
    const res = await t.json('/api/creators/PromptMarket')
    expect(res.status).toBe(200)
    const active = await t.db.select().from(promptTemplates).where(eq(promptTemplates.status, 'active'))
    expect(res.data.creator).toMatchObject({
      handle: 'promptmarket',
      displayName: 'PromptMarket',
      sales: null,
      rating: null,
    })
    expect(res.data.templates).toHaveLength(active.length)
    expect(res.data.templates[0].creator).toEqual({ handle: 'promptmarket', displayName: 'PromptMarket' })
    expect(res.data.templates[0]).not.toHaveProperty('masterPrompt')
  })

  it('adds up sales and verified-buyer ratings from the templates, only active ones', async () => {
    const [a, b, c] = await t.db.select().from(promptTemplates).limit(3)
    await t.db
      .update(promptTemplates)
      .set({ salesCount: 3, ratingCount: 2, ratingSum: 9 })
      .where(eq(promptTemplates.id, a!.id))
    await t.db
      .update(promptTemplates)
      .set({ salesCount: 1, ratingCount: 1, ratingSum: 4 })
      .where(eq(promptTemplates.id, b!.id))
    await t.db
      .update(promptTemplates)
      .set({ salesCount: 100, ratingCount: 10, ratingSum: 10, status: 'inactive' })
      .where(eq(promptTemplates.id, c!.id))
    const res = await t.json('/api/creators/promptmarket')
    expect(res.data.creator).toMatchObject({ sales: 4, rating: { average: 4.3, count: 3 } })
  })

  it('names the creator on catalogue cards and details', async () => {
    const list = await t.json('/api/templates?limit=2')
    expect(list.data.items[0].creator).toEqual({ handle: 'promptmarket', displayName: 'PromptMarket' })
    const detail = await t.json(`/api/templates/${list.data.items[0].slug}`)
    expect(detail.data.creator).toEqual({ handle: 'promptmarket', displayName: 'PromptMarket' })
    const rows = await t.db.select({ creatorId: promptTemplates.creatorId }).from(promptTemplates)
    expect(rows.every((r) => r.creatorId === houseCreatorId)).toBe(true)
  })

  it('answers 404 to an unknown, malformed or declined handle', async () => {
    expect((await t.json('/api/creators/nobody-here')).data.error).toEqual({
      code: 'not_found',
      message: 'Creator not found',
    })
    expect((await t.json('/api/creators/%E2%80%AE%20x')).status).toBe(404)
    expect((await t.json(`/api/creators/${'x'.repeat(101)}`)).status).toBe(400)
    await t.db.update(creators).set({ status: 'declined' }).where(eq(creators.handle, 'cora'))
    expect((await t.json('/api/creators/cora')).status).toBe(404)
  })
})
