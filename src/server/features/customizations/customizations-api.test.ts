import { describe, expect, it } from 'vitest'
import { testApp } from '../../testing/test-app.ts'
import { promptPurchases } from '../../db/schema/purchases.ts'
import { customizationVersions } from '../../db/schema/library.ts'

const base = {
  toneOfVoice: 'friendly',
  aiRole: 'coach',
  outputFormat: 'stepbystep',
  culturalContext: 'au',
  userIdentityName: 'Sam',
}

const body = (over: Record<string, unknown> = {}) => ({
  promptId: 'japan-planner',
  customizationData: {
    baseCustomization: { ...base, userIdentityPronouns: 'she/her' },
    promptAnswers: { regions: ['Tokyo', 'Kyoto'], budget: '3000' },
  },
  generatedPrompt: 'Act as my coach...\n\nMY PERSONALIZED INFORMATION:\n\n**Budget**: 3000',
  title: 'Spring in Japan',
  summary: 'Two weeks',
  ...over,
})

describe('preferences API', async () => {
  const app = await testApp()
  const { json } = app
  const me = await app.signedInUser()
  const other = await app.signedInUser()

  it('refuses anonymous callers', async () => {
    expect((await json('/api/preferences')).status).toBe(401)
    expect((await json('/api/preferences', { method: 'PUT', json: base })).status).toBe(401)
  })

  it('is null before the first save, then upserts one row per user; pronouns are not stated unless given', async () => {
    expect((await json('/api/preferences', { headers: me.headers })).data).toEqual({ preferences: null })
    const saved = await json('/api/preferences', { method: 'PUT', json: base, headers: me.headers })
    expect(saved.status).toBe(200)
    expect(saved.data.preferences).toEqual({ ...base, userIdentityPronouns: null })
    const again = await json('/api/preferences', {
      method: 'PUT',
      json: { ...base, toneOfVoice: 'direct', userIdentityName: '  ', userIdentityPronouns: ' he/him ' },
      headers: me.headers,
    })
    expect(again.data.preferences).toMatchObject({
      toneOfVoice: 'direct',
      userIdentityName: null,
      userIdentityPronouns: 'he/him',
    })
    const cleared = await json('/api/preferences', {
      method: 'PUT',
      json: { ...base, toneOfVoice: 'direct', userIdentityPronouns: '' },
      headers: me.headers,
    })
    expect(cleared.data.preferences.userIdentityPronouns).toBeNull()
    const tooLong = await json('/api/preferences', {
      method: 'PUT',
      json: { ...base, userIdentityPronouns: 'x'.repeat(41) },
      headers: me.headers,
    })
    expect(tooLong.status).toBe(400)
    expect((await json('/api/preferences', { headers: me.headers })).data.preferences.toneOfVoice).toBe(
      'direct',
    )
  })

  it("never shows or changes another user's preferences", async () => {
    expect((await json('/api/preferences', { headers: other.headers })).data).toEqual({ preferences: null })
    await json('/api/preferences', {
      method: 'PUT',
      json: { ...base, aiRole: 'friend' },
      headers: other.headers,
    })
    expect((await json('/api/preferences', { headers: me.headers })).data.preferences.aiRole).toBe('coach')
  })

  it('needs tone, format and country from the option lists; the role is optional but checked', async () => {
    const noRole = await json('/api/preferences', {
      method: 'PUT',
      json: { ...base, aiRole: undefined },
      headers: me.headers,
    })
    expect(noRole.status).toBe(200)
    expect(noRole.data.preferences.aiRole).toBeNull()
    const badRole = await json('/api/preferences', {
      method: 'PUT',
      json: { ...base, aiRole: 'pirate' },
      headers: me.headers,
    })
    expect(badRole.status).toBe(400)
    for (const key of ['toneOfVoice', 'outputFormat', 'culturalContext']) {
      const missing = await json('/api/preferences', {
        method: 'PUT',
        json: { ...base, [key]: undefined },
        headers: me.headers,
      })
      expect(missing.status, key).toBe(400)
      const wrong = await json('/api/preferences', {
        method: 'PUT',
        json: { ...base, [key]: 'pirate' },
        headers: me.headers,
      })
      expect(wrong.status, key).toBe(400)
    }
    const names = await json('/api/preferences', {
      method: 'PUT',
      json: { ...base, userIdentityName: 5 },
      headers: me.headers,
    })
    expect(names.status).toBe(400)
    expect(names.data.error.code).toBe('validation_failed')
  })
})

describe('customisations API', async () => {
  const app = await testApp({ seed: true })
  const { json, db } = app
  const owner = await app.signedInUser()
  const stranger = await app.signedInUser()
  await db.insert(promptPurchases).values([
    { userId: owner.id, promptId: 'japan-planner', purchaseMethod: 'credits', status: 'completed' },
    { userId: owner.id, promptId: 'email-polisher', purchaseMethod: 'credits', status: 'completed' },
    { userId: stranger.id, promptId: 'email-polisher', purchaseMethod: 'credits', status: 'completed' },
  ])
  const as = (u: { headers: Record<string, string> }, init: RequestInit & { json?: unknown } = {}) => ({
    ...init,
    headers: u.headers,
  })

  let id = ''

  it('refuses anonymous callers everywhere', async () => {
    const fakeId = '00000000-0000-4000-8000-000000000000'
    for (const [method, path] of [
      ['GET', '/api/customizations'],
      ['POST', '/api/customizations'],
      ['GET', `/api/customizations/${fakeId}`],
      ['PUT', `/api/customizations/${fakeId}`],
      ['DELETE', `/api/customizations/${fakeId}`],
      ['GET', `/api/customizations/${fakeId}/versions`],
      ['POST', `/api/customizations/${fakeId}/versions/1/restore`],
    ]) {
      const res = await json(path, {
        method,
        json: method === 'POST' || method === 'PUT' ? body() : undefined,
      })
      expect(res.status, `${method} ${path}`).toBe(401)
    }
  })

  it('saves a customisation only for a prompt the caller owns', async () => {
    const notOwned = await json('/api/customizations', as(stranger, { method: 'POST', json: body() }))
    expect(notOwned.status).toBe(403)
    const created = await json('/api/customizations', as(owner, { method: 'POST', json: body() }))
    expect(created.status).toBe(201)
    expect(created.data.customization).toMatchObject({
      promptId: 'japan-planner',
      promptName: 'Japan Planner',
      title: 'Spring in Japan',
      summary: 'Two weeks',
      version: 1,
      customizationData: body().customizationData,
    })
    id = created.data.customization.id
  })

  it('needs a non-blank title; the summary is optional', async () => {
    const blank = await json(
      '/api/customizations',
      as(owner, { method: 'POST', json: body({ title: '   ' }) }),
    )
    expect(blank.status).toBe(400)
    expect(blank.data.error.message).toBe('Please enter a title for your customization')
    const noSummary = await json(
      '/api/customizations',
      as(owner, { method: 'POST', json: body({ summary: undefined, promptId: 'email-polisher' }) }),
    )
    expect(noSummary.status).toBe(201)
    expect(noSummary.data.customization.summary).toBeNull()
  })

  it('rejects malformed bodies with 400', async () => {
    for (const bad of [
      body({ customizationData: { promptAnswers: { a: 1 } } }),
      body({ customizationData: 'x' }),
      body({ generatedPrompt: '' }),
      body({ promptId: '' }),
      [],
    ]) {
      const res = await json('/api/customizations', as(owner, { method: 'POST', json: bad }))
      expect(res.status).toBe(400)
      expect(res.data.error.code).toBeTypeOf('string')
    }
  })

  it("lists the caller's own, newest first, filtered by prompt", async () => {
    const all = await json('/api/customizations', as(owner))
    expect(all.data.items.map((c: { promptId: string }) => c.promptId)).toEqual([
      'email-polisher',
      'japan-planner',
    ])
    const japan = await json('/api/customizations?promptId=japan-planner', as(owner))
    expect(japan.data.items).toHaveLength(1)
    expect(japan.data.items[0].id).toBe(id)
    expect((await json('/api/customizations', as(stranger))).data.items).toEqual([])
    expect((await json('/api/customizations?promptId=japan-planner', as(stranger))).data.items).toEqual([])
  })

  it("gives another user 404 for the owner's id, on every route, and changes nothing", async () => {
    const theirs = [
      ['GET', `/api/customizations/${id}`],
      ['PUT', `/api/customizations/${id}`],
      ['DELETE', `/api/customizations/${id}`],
      ['GET', `/api/customizations/${id}/versions`],
      ['POST', `/api/customizations/${id}/versions/1/restore`],
    ] as const
    for (const [method, path] of theirs) {
      const res = await json(
        path,
        as(stranger, { method, json: method === 'PUT' ? body({ title: 'Mine now' }) : undefined }),
      )
      expect(res.status, `${method} ${path}`).toBe(404)
      expect(res.data).toEqual({ error: { code: 'not_found', message: 'Customization not found' } })
    }
    const still = await json(`/api/customizations/${id}`, as(owner))
    expect(still.data.customization).toMatchObject({ title: 'Spring in Japan', version: 1 })
  })

  it('answers unknown and malformed ids with a 4xx', async () => {
    expect((await json('/api/customizations/00000000-0000-4000-8000-000000000000', as(owner))).status).toBe(
      404,
    )
    expect((await json('/api/customizations/not-a-uuid', as(owner))).status).toBe(404)
    expect(
      (await json(`/api/customizations/${id}/versions/abc/restore`, as(owner, { method: 'POST' }))).status,
    ).toBe(400)
  })

  it('keeps the earlier version on each edit, and restores one without losing anything', async () => {
    const edited = await json(
      `/api/customizations/${id}`,
      as(owner, {
        method: 'PUT',
        json: body({ promptId: undefined, title: 'Autumn in Japan', generatedPrompt: 'v2' }),
      }),
    )
    expect(edited.status).toBe(200)
    expect(edited.data.customization).toMatchObject({
      title: 'Autumn in Japan',
      version: 2,
      generatedPrompt: 'v2',
    })
    await json(
      `/api/customizations/${id}`,
      as(owner, { method: 'PUT', json: body({ title: 'Winter', generatedPrompt: 'v3' }) }),
    )

    const versions = await json(`/api/customizations/${id}/versions`, as(owner))
    expect(versions.data.items.map((v: { version: number; title: string }) => [v.version, v.title])).toEqual([
      [2, 'Autumn in Japan'],
      [1, 'Spring in Japan'],
    ])

    const restored = await json(`/api/customizations/${id}/versions/1/restore`, as(owner, { method: 'POST' }))
    expect(restored.status).toBe(200)
    expect(restored.data.customization).toMatchObject({
      title: 'Spring in Japan',
      version: 4,
      generatedPrompt: body().generatedPrompt,
    })
    const after = await json(`/api/customizations/${id}/versions`, as(owner))
    expect(after.data.items.map((v: { title: string }) => v.title)).toEqual([
      'Winter',
      'Autumn in Japan',
      'Spring in Japan',
    ])
    expect(
      (await json(`/api/customizations/${id}/versions/9/restore`, as(owner, { method: 'POST' }))).status,
    ).toBe(404)
  })

  it('edits of the same customisation at once never lose a version', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        json(`/api/customizations/${id}`, as(owner, { method: 'PUT', json: body({ title: `Race ${i}` }) })),
      ),
    )
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200])
    const versions = await json(`/api/customizations/${id}/versions`, as(owner))
    expect(versions.data.items.map((v: { version: number }) => v.version)).toEqual([8, 7, 6, 5, 4, 3, 2, 1])
    expect((await json(`/api/customizations/${id}`, as(owner))).data.customization.version).toBe(9)
  })

  it('lets the owner delete, with its versions', async () => {
    expect((await json(`/api/customizations/${id}`, as(owner, { method: 'DELETE' }))).status).toBe(200)
    expect((await json(`/api/customizations/${id}`, as(owner))).status).toBe(404)
    expect((await json(`/api/customizations/${id}`, as(owner, { method: 'DELETE' }))).status).toBe(404)
    expect(await db.$count(customizationVersions)).toBe(0)
  })
})
