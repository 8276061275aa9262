import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { adminAudit } from '../../db/schema/activity.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { creators, houseCreatorId } from '../../db/schema/creators.ts'
import { adminTestApp } from '../../testing/admin-test-kit.ts'
import { range } from '../../testing/given.ts'
import { givenCreator, givenTemplateInReview, versionContent } from '../../testing/review-test-kit.ts'
import type { RealtimeEvent } from '../realtime/public.ts'
import { decideReview } from './decide-review.ts'
import { setCreatorSuspension } from './set-creator-suspension.ts'

// Suspending a creator takes their templates out of every public read; buyers keep them; lifting brings them back.
describe('creator suspension', async () => {
  const t = await adminTestApp({ seed: true })
  const events: RealtimeEvent[] = []
  t.deps.events.subscribe((e) => void events.push(e))
  const creator = await givenCreator(t.db, { handle: 'lantern-prompts', displayName: 'Lantern Prompts' })
  const name = 'Lantern Night Hike Planner'
  const { templateId, versionId } = await givenTemplateInReview(t.db, {
    creatorId: creator.id,
    content: versionContent({ name, category: 'social' }),
  })
  await t.json(`/api/admin/reviews/${versionId}/decision`, {
    method: 'POST',
    headers: t.admin.headers,
    json: { decision: 'approve' },
  })
  const buyers = await Promise.all(range(3).map(() => t.signedInUser({ credits: 100 })))
  for (const b of buyers)
    expect(
      (
        await t.json('/api/functions/purchase-prompt', {
          method: 'POST',
          headers: b.headers,
          json: { promptId: templateId, method: 'credits' },
        })
      ).status,
    ).toBe(200)
  const suspend = (json: unknown, id = creator.id, headers = t.admin.headers) =>
    t.json(`/api/admin/creators/${id}/suspension`, { method: 'POST', headers, json })

  /** Where a shopper could meet the template: true for each place it is listed. */
  const visibleIn = async () => {
    const ids = (items: { id: string }[]) => items.map((i) => i.id)
    const search = await t.json(`/api/templates?q=${encodeURIComponent('Lantern Night')}`)
    const browse = await t.json('/api/templates?limit=50&sort=newest')
    const category = await t.json('/api/templates?category=social&limit=50')
    const best = await t.json('/api/bestsellers')
    const ai = await t.json('/api/functions/ai-search-prompts', { method: 'POST', json: { query: name } })
    const sitemap = await (await t.app.request('/sitemap.xml')).text()
    const page = await t.json('/api/creators/lantern-prompts')
    const detail = await t.json(`/api/templates/${templateId}`)
    return {
      search: ids(search.data.items).includes(templateId),
      browse: ids(browse.data.items).includes(templateId),
      category: ids(category.data.items).includes(templateId),
      bestsellers: best.data.ids.includes(templateId),
      aiSearch: ids(ai.data.recommendations).includes(templateId),
      sitemap: sitemap.includes(templateId),
      creatorPage: page.status === 200 && ids(page.data.templates).includes(templateId),
      detail: detail.status === 200,
    }
  }
  const everywhere = {
    search: true,
    browse: true,
    category: true,
    bestsellers: true,
    aiSearch: true,
    sitemap: true,
    creatorPage: true,
    detail: true,
  }
  const nowhere = Object.fromEntries(Object.keys(everywhere).map((k) => [k, false]))

  it('is listed everywhere while the creator is approved', async () => {
    expect(await visibleIn()).toEqual(everywhere)
  })

  it('suspending takes the templates out of the store, audited, with events for caches and search', async () => {
    events.length = 0
    const res = await suspend({ suspended: true, reason: 'Copied templates from another store.' })
    expect(res.status).toBe(200)
    expect(res.data).toEqual({ id: creator.id, status: 'suspended', templates: 1 })
    expect(events).toEqual([{ type: 'template-deleted', templateId }])
    expect(await visibleIn()).toEqual(nowhere)
    const [row] = await t.db.select().from(creators).where(eq(creators.id, creator.id))
    expect(row).toMatchObject({ status: 'suspended', decisionReason: 'Copied templates from another store.' })
    const [audit] = await t.db.select().from(adminAudit).where(eq(adminAudit.action, 'creator.suspend'))
    expect(audit).toMatchObject({
      adminId: t.admin.id,
      target: creator.id,
      details: { handle: 'lantern-prompts', templates: 1, reason: 'Copied templates from another store.' },
    })
    expect((await suspend({ suspended: true, reason: 'Again and again' })).data.error.code).toBe(
      'already_suspended',
    )
  })

  it('buyers keep the template in their library and keep its content; others cannot read it', async () => {
    for (const b of buyers) {
      const library = await t.json('/api/library', { headers: b.headers })
      expect(library.data.items.map((i: { promptId: string }) => i.promptId)).toContain(templateId)
      const content = await t.json(`/api/templates/${templateId}/content`, { headers: b.headers })
      expect(content.status).toBe(200)
      expect(content.data.masterPrompt).toContain('packing list')
    }
    const stranger = await t.signedInUser()
    expect((await t.json(`/api/templates/${templateId}/content`, { headers: stranger.headers })).status).toBe(
      404,
    )
    expect(
      (
        await t.json('/api/functions/purchase-prompt', {
          method: 'POST',
          headers: stranger.headers,
          json: { promptId: templateId, method: 'credits' },
        })
      ).status,
    ).toBeGreaterThanOrEqual(400)
  })

  it('lifting the suspension puts the templates back everywhere', async () => {
    events.length = 0
    const res = await suspend({ suspended: false })
    expect(res.data).toEqual({ id: creator.id, status: 'approved', templates: 1 })
    expect(events).toEqual([{ type: 'template-updated', templateId }])
    expect(await visibleIn()).toEqual(everywhere)
    expect((await suspend({ suspended: false })).data.error.code).toBe('not_suspended')
  })

  it('never suspends the house creator, a pending applicant or an unknown id', async () => {
    const house = await suspend({ suspended: true, reason: 'Not allowed at all' }, houseCreatorId)
    expect(house.status).toBe(409)
    expect(house.data.error.code).toBe('house_creator')
    const pending = await givenCreator(t.db, { status: 'pending' })
    expect((await suspend({ suspended: true, reason: 'Pending one' }, pending.id)).data.error.code).toBe(
      'not_a_creator',
    )
    expect((await suspend({ suspended: true, reason: 'Unknown one' }, crypto.randomUUID())).status).toBe(404)
    const [active] = await t.db
      .select({ n: promptTemplates.id })
      .from(promptTemplates)
      .where(eq(promptTemplates.status, 'suspended'))
    expect(active).toBeUndefined()
  })

  it('a suspension racing an approval never leaves a suspended creator with a live template', async () => {
    for (const _ of range(4)) {
      const other = await givenCreator(t.db)
      const waiting = await givenTemplateInReview(t.db, { creatorId: other.id })
      await Promise.allSettled([
        decideReview(t.db, { adminId: 'a', versionId: waiting.versionId, decision: { decision: 'approve' } }),
        setCreatorSuspension(t.db, {
          adminId: 'b',
          id: other.id,
          change: { suspended: true, reason: 'Race check' },
        }),
      ])
      const [row] = await t.db
        .select({ status: promptTemplates.status })
        .from(promptTemplates)
        .where(eq(promptTemplates.id, waiting.templateId))
      expect(['suspended', 'draft']).toContain(row!.status)
    }
  })
})
