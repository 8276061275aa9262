import { describe, expect, it } from 'vitest'
import { promptPurchases } from '../../db/schema/purchases.ts'
import type { RealtimeEvent } from '../realtime/public.ts'
import { adminTestApp, sampleTemplate } from '../../testing/admin-test-kit.ts'

describe('admin templates API', async () => {
  const t = await adminTestApp({ seed: true })
  const as = t.admin.headers
  const events: RealtimeEvent[] = []
  t.deps.events.subscribe((e) => events.push(e))

  it('lists every template with its status, and filters', async () => {
    const all = await t.json('/api/admin/templates', { headers: as })
    expect(all.status).toBe(200)
    expect(all.data.items.length).toBeGreaterThan(10)
    expect(all.data.items[0]).toMatchObject({ status: 'active', owners: 0 })
    const japan = await t.json('/api/admin/templates?q=japan&tier=super&category=social', { headers: as })
    expect(japan.data.items.map((i: { id: string }) => i.id)).toEqual(['japan-planner'])
    const bad = await t.json('/api/admin/templates?status=gone', { headers: as })
    expect(bad.status).toBe(400)
  })

  it('creates a draft that the public API does not show, then publishes it', async () => {
    const form = sampleTemplate({ status: 'draft' })
    const created = await t.json('/api/admin/templates', { method: 'POST', headers: as, json: form })
    expect(created.status).toBe(201)
    expect(created.data).toMatchObject({ id: form.slug, status: 'draft', creditsCost: 4, priceCents: 1598 })
    expect(created.data.priceOverridden).toBe(false)
    const id = created.data.id
    expect((await t.json(`/api/templates/${id}`)).status).toBe(404)
    expect((await t.json(`/api/templates?q=${encodeURIComponent(form.name)}`)).data.items).toEqual([])
    expect(events.filter((e) => 'templateId' in e && e.templateId === id)).toEqual([])

    const published = await t.json(`/api/admin/templates/${id}`, {
      method: 'PUT',
      headers: as,
      json: { ...form, status: 'active', expectedUpdatedAt: created.data.updatedAt },
    })
    expect(published.status).toBe(200)
    expect((await t.json(`/api/templates/${id}`)).data).toMatchObject({ name: form.name, questionCount: 2 })
    expect(events).toContainEqual({ type: 'template-updated', templateId: id })

    const stale = await t.json(`/api/admin/templates/${id}`, {
      method: 'PUT',
      headers: as,
      json: { ...form, status: 'active', expectedUpdatedAt: created.data.updatedAt },
    })
    expect(stale.status).toBe(409)
    expect(stale.data.error.code).toBe('edit_conflict')
  })

  it('derives prices from the tier unless overridden', async () => {
    const form = sampleTemplate({ tier: 'super' })
    const created = await t.json('/api/admin/templates', { method: 'POST', headers: as, json: form })
    expect(created.data).toMatchObject({ creditsCost: 8, priceCents: 2500, priceOverridden: false })
    const overridden = await t.json(`/api/admin/templates/${created.data.id}`, {
      method: 'PUT',
      headers: as,
      json: { ...form, priceOverride: { creditsCost: 5, priceCents: 1999 } },
    })
    expect(overridden.data).toMatchObject({ creditsCost: 5, priceCents: 1999, priceOverridden: true })
  })

  it('archives a template with template-deleted, and audits each save', async () => {
    const form = sampleTemplate()
    const { data } = await t.json('/api/admin/templates', { method: 'POST', headers: as, json: form })
    await t.json(`/api/admin/templates/${data.id}`, {
      method: 'PUT',
      headers: as,
      json: { ...form, status: 'archived' },
    })
    expect(events.at(-1)).toEqual({ type: 'template-deleted', templateId: data.id })
    expect((await t.json(`/api/templates/${data.id}`)).status).toBe(404)
    const audit = await t.json('/api/admin/audit?target=' + data.id, { headers: as })
    expect(audit.status).toBe(200)
    expect(audit.data.items.map((a: { action: string }) => a.action)).toEqual([
      'template.update',
      'template.create',
    ])
    expect(audit.data.items[0]).toMatchObject({ adminEmail: t.admin.email, details: { changed: ['status'] } })
  })

  it('refuses invalid forms with 400 and a readable message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ slug: 'Not A Slug' }, 'Slug uses lower-case letters, digits and single dashes'],
      [{ name: '  ' }, 'Name is required'],
      [
        { questions: [{ id: 'a', question: 'Pick', type: 'select', options: [] }] },
        '"Pick" needs at least one option',
      ],
      [
        {
          questions: [
            { id: 'a', question: 'One', type: 'text' },
            { id: 'a', question: 'Two', type: 'text' },
          ],
        },
        'Two questions use the id a',
      ],
      [{ questions: [{ id: 'a', question: 'Odd', type: 'slider' }] }, 'Unknown question type'],
      [{ priceOverride: { creditsCost: 0, priceCents: 100 } }, 'Credits must be at least 1'],
    ]
    for (const [patch, message] of cases) {
      const res = await t.json('/api/admin/templates', {
        method: 'POST',
        headers: as,
        json: { ...sampleTemplate(), ...patch },
      })
      expect(res.status, message).toBe(400)
      expect(res.data.error.message).toBe(message)
    }
    const dup = sampleTemplate({ slug: 'japan-planner' })
    expect((await t.json('/api/admin/templates', { method: 'POST', headers: as, json: dup })).status).toBe(
      409,
    )
    const missing = await t.json('/api/admin/templates/nope', {
      method: 'PUT',
      headers: as,
      json: sampleTemplate(),
    })
    expect(missing.status).toBe(404)
  })

  it('gives a new template whose slug is an existing id its own id', async () => {
    // japan-planner keeps its id; a template later created with that id as slug must not collide.
    const first = await t.json('/api/admin/templates', {
      method: 'POST',
      headers: as,
      json: sampleTemplate(),
    })
    const form = sampleTemplate()
    await t.json(`/api/admin/templates/${first.data.id}`, { method: 'PUT', headers: as, json: { ...form } })
    const second = await t.json('/api/admin/templates', {
      method: 'POST',
      headers: as,
      json: sampleTemplate({ slug: first.data.id }),
    })
    expect(second.status).toBe(201)
    expect(second.data.id).toBe(`${first.data.id}-2`)
  })

  it('keeps an archived template for the members who bought it, and from everyone else', async () => {
    const form = sampleTemplate()
    const { data } = await t.json('/api/admin/templates', { method: 'POST', headers: as, json: form })
    await t.db
      .insert(promptPurchases)
      .values({ userId: t.member.id, promptId: data.id, purchaseMethod: 'credits' })
    await t.json(`/api/admin/templates/${data.id}`, {
      method: 'PUT',
      headers: as,
      json: { ...form, status: 'archived' },
    })
    const owner = await t.json(`/api/templates/${data.id}/content`, { headers: t.member.headers })
    expect(owner.status).toBe(200)
    expect(owner.data.masterPrompt).toBe(form.masterPrompt)
    const stranger = await t.signedInUser()
    expect((await t.json(`/api/templates/${data.id}/content`, { headers: stranger.headers })).status).toBe(
      404,
    )
  })

  it('takes a template out of AI search while it is a draft, and back when published', async () => {
    const current = (await t.json('/api/admin/templates/japan-planner', { headers: as })).data
    const form = {
      name: current.name,
      slug: current.slug,
      description: current.description,
      howToUse: current.howToUse,
      category: current.categoryKey,
      tier: current.tier,
      priceOverride: null,
      masterPrompt: current.masterPrompt,
      questions: current.questions,
      detail: current.detail,
      staticPage: current.staticPage,
    }
    const search = async () =>
      (
        await t.json('/api/functions/ai-search-prompts', {
          method: 'POST',
          json: { query: 'japan trip planner' },
        })
      ).data.recommendations.map((r: { id: string }) => r.id)
    expect(await search()).toContain('japan-planner')
    await t.json('/api/admin/templates/japan-planner', {
      method: 'PUT',
      headers: as,
      json: { ...form, status: 'draft' },
    })
    expect(await search()).not.toContain('japan-planner')
    await t.json('/api/admin/templates/japan-planner', {
      method: 'PUT',
      headers: as,
      json: { ...form, status: 'active' },
    })
    expect(await search()).toContain('japan-planner')
  })
})
