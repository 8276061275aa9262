import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { testApp } from '../../testing/test-app.ts'
import { wishlistItems } from '../../db/schema/wishlist.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'

// The wishlist (issue 20): members only, idempotent, and a bought template leaves it in the purchase's transaction.
describe('wishlist API', async () => {
  const app = await testApp({ seed: true })
  const { db, read } = app
  type Who = { headers: Record<string, string> }
  const list = (who: Who | null) => read(app.as(who).wishlist.$get())
  const add = (who: Who | null, templateId: string) =>
    read(app.as(who).wishlist[':templateId'].$put({ param: { templateId } }))
  const remove = (who: Who | null, templateId: string) =>
    read(app.as(who).wishlist[':templateId'].$delete({ param: { templateId } }))
  const wishedIds = async (who: Who) => (await list(who)).data.items.map((i) => i.templateId)

  it('answers visitors with 401 and changes nothing', async () => {
    expect((await list(null)).status).toBe(401)
    expect((await add(null, 'japan-planner')).status).toBe(401)
    expect((await remove(null, 'japan-planner')).status).toBe(401)
    expect(await db.select().from(wishlistItems)).toEqual([])
  })

  it('adds and removes idempotently, newest first, with template summaries', async () => {
    const m = await app.signedInUser()
    for (const _ of [1, 2])
      expect((await add(m, 'japan-planner')).data).toEqual({ templateId: 'japan-planner', wished: true })
    await add(m, 'email-polisher')
    const listed = await list(m)
    expect(listed.data.items.map((i) => i.templateId)).toEqual(['email-polisher', 'japan-planner'])
    expect(listed.data.items[1].template).toMatchObject({ id: 'japan-planner', onSale: true })
    expect(listed.data.items[1].template.creditsCost).toBeGreaterThan(0)
    expect(listed.data.items[1].template).not.toHaveProperty('masterPrompt')
    for (const _ of [1, 2])
      expect((await remove(m, 'japan-planner')).data).toEqual({ templateId: 'japan-planner', wished: false })
    expect(await wishedIds(m)).toEqual(['email-polisher'])
    // Concurrent adds keep one row.
    await Promise.all([add(m, 'japan-planner'), add(m, 'japan-planner'), add(m, 'japan-planner')])
    expect(await wishedIds(m)).toEqual(['japan-planner', 'email-polisher'])
  })

  it('refuses unknown or archived templates and odd ids without a 5xx', async () => {
    const m = await app.signedInUser()
    expect((await add(m, 'no-such-template')).status).toBe(404)
    const [archived] = await db.select().from(promptTemplates).limit(1)
    await db.update(promptTemplates).set({ status: 'archived' }).where(eq(promptTemplates.id, archived.id))
    expect((await add(m, archived.id)).status).toBe(404)
    await db.update(promptTemplates).set({ status: 'active' }).where(eq(promptTemplates.id, archived.id))
    for (const id of ['%00', "'; drop table wishlist_items;--", 'x'.repeat(300)]) {
      const res = await app.json(`/api/wishlist/${encodeURIComponent(id)}`, {
        method: 'PUT',
        headers: m.headers,
      })
      expect(res.status, id).toBeLessThan(500)
      expect(res.status, id).toBeGreaterThanOrEqual(400)
    }
  })

  it('keeps each member’s list their own', async () => {
    const a = await app.signedInUser()
    const b = await app.signedInUser()
    await add(a, 'japan-planner')
    expect(await wishedIds(b)).toEqual([])
    await remove(b, 'japan-planner')
    expect(await wishedIds(a)).toEqual(['japan-planner'])
  })

  it('buying with credits removes it in the purchase; a refused purchase leaves it', async () => {
    const poor = await app.signedInUser()
    await add(poor, 'japan-planner')
    const refused = await read(
      app
        .as(poor)
        .functions['purchase-prompt'].$post({ json: { promptId: 'japan-planner', method: 'credits' } }),
    )
    expect(refused.status).toBe(422)
    expect(await wishedIds(poor)).toEqual(['japan-planner'])

    const buyer = await app.signedInUser({ credits: 50 })
    await add(buyer, 'japan-planner')
    await add(buyer, 'email-polisher')
    const bought = await read(
      app
        .as(buyer)
        .functions['purchase-prompt'].$post({ json: { promptId: 'japan-planner', method: 'credits' } }),
    )
    expect(bought.status).toBe(200)
    expect(await wishedIds(buyer)).toEqual(['email-polisher'])
    // Owned now: it cannot be wished for again.
    const again = await add(buyer, 'japan-planner')
    expect(again.status).toBe(409)
    expect(again.error?.code).toBe('already_owned')
  })

  it('buying with a one-time payment removes it when the order is fulfilled, not before', async () => {
    const buyer = await app.signedInUser()
    await add(buyer, 'manifestation-mentor')
    const started = await read(
      app
        .as(buyer)
        .functions['purchase-prompt'].$post({ json: { promptId: 'manifestation-mentor', method: 'direct' } }),
    )
    const sessionId = (started.data as { checkout_url: string }).checkout_url.split('/').pop()!
    expect(await wishedIds(buyer)).toEqual(['manifestation-mentor'])
    await read(app.as(buyer).payments.local[':sessionId'].pay.$post({ param: { sessionId } }))
    await read(app.as(buyer).functions['verify-prompt-payment'].$post({ json: { sessionId } }))
    expect(await wishedIds(buyer)).toEqual([])
  })
})
