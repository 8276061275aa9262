import fc from 'fast-check'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { testApp } from '../../testing/test-app.ts'
import { givenCreatorRow, studioContent } from '../../testing/studio-test-kit.ts'
import { templateVersions } from '../../db/schema/template-versions.ts'
import { studioSubmissionsPerDay } from '../../../shared/studio/studio-limits.ts'

// The studio over HTTP: who may use it, what bad input gets, and the submission limit.
describe('studio API', async () => {
  const t = await testApp()
  const owner = await t.signedInUser({ name: 'Owner Creator' })
  await givenCreatorRow(t.db, owner.id)
  const other = await t.signedInUser({ name: 'Other Creator' })
  await givenCreatorRow(t.db, other.id)
  const member = await t.signedInUser({ name: 'Plain Member' })
  const pending = await t.signedInUser({ name: 'Pending Applicant' })
  await givenCreatorRow(t.db, pending.id, 'pending')
  const suspended = await t.signedInUser({ name: 'Suspended Creator' })
  await givenCreatorRow(t.db, suspended.id, 'suspended')

  const call = (
    who: { headers: Record<string, string> } | null,
    method: string,
    path: string,
    json?: unknown,
  ) => t.json(path, { method, headers: who?.headers ?? {}, json })
  const created = await call(owner, 'POST', '/api/studio/templates', {
    name: 'Owner Secret Plan',
    tier: 'boost',
  })
  const id: string = created.data.template.id
  const save = { content: studioContent(), changelog: '' }

  it('creates, saves and submits for the owner', async () => {
    expect(created.status).toBe(201)
    expect(created.data.template).toMatchObject({ status: 'draft', price: { credits: 4, priceCents: 1598 } })
    const saved = await call(owner, 'PUT', `/api/studio/templates/${id}`, save)
    expect(saved.status).toBe(200)
    expect(saved.data.template.findings).toEqual([])
    expect(saved.data.template.content.masterPrompt).toBe(save.content.masterPrompt)
    const list = await call(owner, 'GET', '/api/studio/templates')
    expect(list.data.templates).toEqual([
      expect.objectContaining({
        id,
        name: 'Garden Planner',
        latest: expect.objectContaining({ status: 'draft' }),
      }),
    ])
    // A draft is private: no public read finds it, no one can buy it, no one else reads its goods.
    expect((await call(null, 'GET', `/api/templates/${id}`)).status).toBe(404)
    expect([403, 404]).toContain((await call(member, 'GET', `/api/templates/${id}/content`)).status)
    const catalogue = await call(null, 'GET', '/api/templates?limit=100')
    expect(JSON.stringify(catalogue.data)).not.toContain(id)
    const buy = await call(member, 'POST', '/api/functions/purchase-prompt', {
      promptId: id,
      method: 'credits',
    })
    expect(buy.status).toBeGreaterThanOrEqual(400)
    expect(buy.status).toBeLessThan(500)
    const submitted = await call(owner, 'POST', `/api/studio/templates/${id}/submit`, {})
    expect(submitted.status).toBe(200)
    expect(submitted.data.template.version.status).toBe('in_review')
    const refused = await call(owner, 'PUT', `/api/studio/templates/${id}`, save)
    expect(refused.status).toBe(409)
    expect(refused.data.error.code).toBe('version_in_review')
  })

  it('answers everyone else: visitors 401, members and applicants 403, suspended 403, another creator 404', async () => {
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/studio/templates'],
      ['POST', '/api/studio/templates', { name: 'Mine now' }],
      ['GET', `/api/studio/templates/${id}`],
      ['PUT', `/api/studio/templates/${id}`, save],
      ['POST', `/api/studio/templates/${id}/submit`, {}],
    ]
    for (const [method, path, body] of routes) {
      const tag = `${method} ${path}`
      expect((await call(null, method, path, body)).status, tag).toBe(401)
      for (const who of [member, pending]) {
        const res = await call(who, method, path, body)
        expect(res.status, tag).toBe(403)
        expect(res.data.error.code, tag).toBe('not_a_creator')
      }
      const res = await call(suspended, method, path, body)
      expect([res.status, res.data.error.code], tag).toEqual([403, 'creator_suspended'])
    }
    for (const [method, path, body] of routes.slice(2)) {
      const res = await call(other, method, path, body)
      expect([res.status, res.data.error], `${method} ${path}`).toEqual([
        404,
        { code: 'not_found', message: 'Template not found' },
      ])
    }
    const list = await call(other, 'GET', '/api/studio/templates')
    expect(list.data.templates).toEqual([])
    // Nothing the others sent reached the owner's version.
    const [v] = await t.db.select().from(templateVersions).where(eq(templateVersions.templateId, id))
    expect(v!.status).toBe('in_review')
  })

  it('answers bad input with a clear 400, never a 5xx, and changes nothing', async () => {
    const fresh = (await call(other, 'POST', '/api/studio/templates', { name: 'Other Draft' })).data.template
      .id
    const bodies: [unknown, string][] = [
      [{}, 'Invalid input'],
      [{ content: { ...studioContent(), name: '' } }, 'Name is required'],
      [{ content: { ...studioContent(), tier: 'platinum' } }, 'Choose a tier'],
      [{ content: { ...studioContent(), category: 'weapons' } }, 'Choose a category'],
      [
        { content: studioContent({ questions: [{ id: 'a b', question: 'Q', type: 'text' }] }) },
        'A question id uses letters, digits, - and _ only',
      ],
      [
        { content: studioContent({ questions: [{ id: 'a', question: 'Q', type: 'select' }] }) },
        '"Q" needs at least one option',
      ],
      [
        { content: studioContent({ questions: [{ id: 'a', question: 'Q', type: 'teleport' as 'text' }] }) },
        'Unknown question type',
      ],
      [
        { content: studioContent({ masterPrompt: 'x'.repeat(50_001) }) },
        'The master prompt must be at most 50000 characters',
      ],
      [
        { content: studioContent(), changelog: 'x'.repeat(2001) },
        'The changelog must be at most 2000 characters',
      ],
      [{ content: { ...studioContent(), __proto__: { isAdmin: true } }, creatorId: 'someone' }, ''],
    ]
    for (const [body, message] of bodies) {
      const res = await call(other, 'PUT', `/api/studio/templates/${fresh}`, body)
      if (!message) {
        expect(res.status).toBe(200) // unknown keys are dropped; the creator comes from the session
        continue
      }
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400)
      if (message !== 'Invalid input') expect(res.data.error.message).toBe(message)
    }
    for (const raw of ['{', 'null', '[]', '"x"']) {
      const res = await t.app.request(`/api/studio/templates/${fresh}`, {
        method: 'PUT',
        headers: { ...other.headers, 'content-type': 'application/json' },
        body: raw,
      })
      expect(res.status, raw).toBe(400)
    }
    // Text the database cannot store is a 4xx too, in a column and inside the JSON content.
    expect((await call(other, 'POST', '/api/studio/templates', { name: 'Nul \u0000 name' })).status).toBe(400)
    const nul = await call(other, 'PUT', `/api/studio/templates/${fresh}`, {
      content: studioContent({ masterPrompt: 'Plan \u0000 it', name: 'Half \ud800 pair' }),
    })
    expect(nul.status).toBe(400)
    for (const name of ['', ' ', 'x'.repeat(201)])
      expect((await call(other, 'POST', '/api/studio/templates', { name })).status).toBe(400)
    expect((await call(other, 'GET', `/api/studio/templates/${'x'.repeat(5000)}`)).status).toBe(400)
    expect([400, 404]).toContain((await call(other, 'GET', '/api/studio/templates/%00')).status)
    expect(
      (await call(other, 'POST', `/api/studio/templates/${fresh}/submit`, { changelog: 7 })).status,
    ).toBe(400)
  })

  it(`allows ${studioSubmissionsPerDay} submissions a day per creator, then 429`, async () => {
    const busy = await t.signedInUser({ name: 'Busy Creator' })
    await givenCreatorRow(t.db, busy.id)
    for (let i = 0; i <= studioSubmissionsPerDay; i++) {
      const tid = (await call(busy, 'POST', '/api/studio/templates', { name: `Busy ${i}` })).data.template.id
      await call(busy, 'PUT', `/api/studio/templates/${tid}`, save)
      const res = await call(busy, 'POST', `/api/studio/templates/${tid}/submit`, {})
      expect(res.status, `submission ${i + 1}`).toBe(i < studioSubmissionsPerDay ? 200 : 429)
    }
    // Another creator's count is their own.
    const tid = (await call(other, 'POST', '/api/studio/templates', { name: 'Calm' })).data.template.id
    await call(other, 'PUT', `/api/studio/templates/${tid}`, save)
    expect((await call(other, 'POST', `/api/studio/templates/${tid}/submit`, {})).status).toBe(200)
  })

  it('never answers a creator 5xx, whatever the body (fixed seed)', async () => {
    const fresh = (await call(other, 'POST', '/api/studio/templates', { name: 'Fuzz target' })).data.template
      .id
    const anything = fc.oneof(
      fc.anything({ maxDepth: 3, withNullPrototype: true, withObjectString: true }),
      fc.string({ unit: 'binary' }), // lone surrogates and NUL bytes among them
    )
    // Bodies shaped like the real ones, with any value in any field, and anything at all.
    const body = fc.oneof(
      anything,
      fc.record({
        content: fc.dictionary(fc.constantFrom(...Object.keys(studioContent()), '__proto__'), anything),
      }),
      fc.record({ content: fc.constant(studioContent()), changelog: anything }),
      fc.record({ name: anything, tier: anything, category: anything }),
    )
    const failures: string[] = []
    await fc.assert(
      fc.asyncProperty(body, fc.constantFrom('PUT', 'POST create', 'POST submit'), async (b, route) => {
        const [method, path] =
          route === 'PUT'
            ? ['PUT', `/api/studio/templates/${fresh}`]
            : route === 'POST create'
              ? ['POST', '/api/studio/templates']
              : ['POST', `/api/studio/templates/${fresh}/submit`]
        let raw: string
        try {
          raw = JSON.stringify(b) ?? 'null'
        } catch {
          return
        }
        const res = await t.app.request(path, {
          method,
          headers: { ...other.headers, 'content-type': 'application/json' },
          body: raw,
        })
        if (res.status >= 500) failures.push(`${route} ${raw.slice(0, 200)} -> ${res.status}`)
      }),
      { numRuns: 150, seed: 23 },
    )
    expect(failures).toEqual([])
  })
})
