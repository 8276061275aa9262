import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { templateVersions } from '../../db/schema/template-versions.ts'
import { creators } from '../../db/schema/creators.ts'
import { adminTestApp } from '../../testing/admin-test-kit.ts'
import {
  givenCreator,
  givenTemplateInReview,
  resubmitVersion,
  versionContent,
} from '../../testing/review-test-kit.ts'

// The console's review queue over HTTP: who may call it, what bad input gets, the e-mails, and the store after.
describe('admin reviews API', async () => {
  const t = await adminTestApp({ seed: true })
  // A member who is an approved creator: the console is still not theirs.
  const creatorMember = await t.signedInUser({ name: 'Creator Member' })
  const creator = await givenCreator(t.db, {
    userId: creatorMember.id,
    handle: 'ember-studio',
    displayName: 'Ember Studio',
  })
  const name = 'Ember Campfire Story Builder'
  const { templateId, versionId } = await givenTemplateInReview(t.db, {
    creatorId: creator.id,
    content: versionContent({
      name,
      description: 'Campfire stories for a family trip, shaped to ages and fears.',
    }),
  })
  const decide = (id: string, json: unknown, headers: Record<string, string> = t.admin.headers) =>
    t.json(`/api/admin/reviews/${id}/decision`, { method: 'POST', headers, json })

  it('answers admins only: a member and a creator 403, a visitor 401, and nothing changes', async () => {
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/reviews'],
      ['GET', `/api/admin/reviews/${versionId}`],
      ['POST', `/api/admin/reviews/${versionId}/decision`, { decision: 'approve' }],
      ['POST', `/api/admin/creators/${creator.id}/suspension`, { suspended: true, reason: 'Access check' }],
    ]
    for (const [method, path, json] of routes) {
      expect((await t.json(path, { method, json })).status, path).toBe(401)
      for (const who of [t.member, creatorMember]) {
        const res = await t.json(path, { method, json, headers: who.headers })
        expect(res.status, path).toBe(403)
        expect(JSON.stringify(res.data)).not.toContain('packing list')
      }
    }
    const [v] = await t.db.select().from(templateVersions).where(eq(templateVersions.id, versionId))
    expect(v!.status).toBe('in_review')
    const [c] = await t.db.select().from(creators).where(eq(creators.id, creator.id))
    expect(c!.status).toBe('approved')
    const queue = await t.json('/api/admin/reviews', { headers: t.admin.headers })
    expect(queue.status).toBe(200)
    expect(queue.data.items).toMatchObject([{ versionId, name, creator: { handle: 'ember-studio' } }])
    const detail = await t.json(`/api/admin/reviews/${versionId}`, { headers: t.admin.headers })
    expect(detail.status).toBe(200)
    // Admins read the goods.
    expect(detail.data.content.masterPrompt).toContain('packing list')
  })

  it('answers bad input with a clear 400 (or 404), never a 5xx, and changes nothing', async () => {
    const cases: [unknown, number, string?][] = [
      [{ decision: 'reject' }, 400, 'Please tell the creator what to fix'],
      [{ decision: 'reject', reasons: '' }, 400, 'Please tell the creator what to fix'],
      [{ decision: 'reject', reasons: '    ' }, 400, 'Please tell the creator what to fix'],
      [{ decision: 'reject', reasons: 'no' }, 400, 'Please give reasons of at least 5 characters'],
      [{ decision: 'reject', reasons: 'x'.repeat(2001) }, 400, 'Reasons must be at most 2000 characters'],
      [{ decision: 'reject', reasons: 'Bad \u0000 reasons' }, 400],
      [{ decision: 'reject', reasons: 42 }, 400],
      [{ decision: 'publish' }, 400, 'Decision must be approve or reject'],
      [{}, 400],
      [null, 400],
      ['approve', 400],
      [[{ decision: 'approve' }], 400],
    ]
    for (const [json, status, message] of cases) {
      const res = await decide(versionId, json)
      expect(res.status, JSON.stringify(json)).toBe(status)
      expect(res.data.error.code).toBe('validation_failed')
      if (message) expect(res.data.error.message).toBe(message)
    }
    const raw = await t.json(`/api/admin/reviews/${versionId}/decision`, {
      method: 'POST',
      headers: { ...t.admin.headers, 'content-type': 'application/json' },
      body: '{"decision":',
    })
    expect(raw.status).toBe(400)
    for (const id of ['not-a-uuid', '%00', "' OR 1=1 --", 'a'.repeat(500)]) {
      expect((await decide(id, { decision: 'approve' })).status, id).toBe(400)
      expect((await t.json(`/api/admin/reviews/${id}`, { headers: t.admin.headers })).status, id).toBe(400)
    }
    const unknown = '00000000-0000-4000-8000-000000000000'
    expect((await decide(unknown, { decision: 'approve' })).status).toBe(404)
    expect((await t.json(`/api/admin/reviews/${unknown}`, { headers: t.admin.headers })).status).toBe(404)
    for (const json of [
      { suspended: true },
      { suspended: true, reason: ' ' },
      { suspended: 'yes', reason: 'Because of reasons' },
      { suspended: true, reason: 'r'.repeat(1001) },
      {},
    ])
      expect(
        (
          await t.json(`/api/admin/creators/${creator.id}/suspension`, {
            method: 'POST',
            headers: t.admin.headers,
            json,
          })
        ).status,
        JSON.stringify(json),
      ).toBe(400)
    const [v] = await t.db.select().from(templateVersions).where(eq(templateVersions.id, versionId))
    expect(v!.status).toBe('in_review')
  })

  it('rejects with the reasons, e-mailed to the creator', async () => {
    const res = await decide(versionId, {
      decision: 'reject',
      reasons: '  Please say which ages it suits.  ',
    })
    expect(res.status).toBe(200)
    expect(res.data).toEqual({ versionId, templateId, status: 'rejected', mailed: true })
    const mail = t.mail.sent.findLast((m) => m.to === creatorMember.email)!
    expect(mail.subject).toBe(`${name} needs changes before it goes live`)
    expect(mail.text).toContain('Please say which ages it suits.')
    expect(mail.text).toContain('http://localhost:3000/studio')
    const again = await decide(versionId, { decision: 'approve' })
    expect(again.status).toBe(409)
    expect(again.data.error).toEqual({
      code: 'already_decided',
      message: 'This version was already rejected',
    })
    expect((await t.json(`/api/admin/reviews`, { headers: t.admin.headers })).data.items).toEqual([])
  })

  it('approves a resubmission: e-mailed with its link, then found in search and on the creator page', async () => {
    await resubmitVersion(t.db, { versionId, content: { description: 'Campfire stories for ages 5 to 12.' } })
    const res = await decide(versionId, { decision: 'approve' })
    expect(res.data).toEqual({ versionId, templateId, status: 'published', mailed: true })
    const mail = t.mail.sent.findLast((m) => m.to === creatorMember.email)!
    expect(mail.subject).toBe(`${name} is live on PromptMarket`)
    expect(mail.text).toContain(`http://localhost:3000/prompt/${templateId}`)
    const search = await t.json(`/api/templates?q=${encodeURIComponent('Campfire Story')}`)
    expect(search.data.items.map((i: { id: string }) => i.id)).toContain(templateId)
    const ai = await t.json('/api/functions/ai-search-prompts', {
      method: 'POST',
      json: { query: 'campfire stories for kids' },
    })
    expect(ai.data.recommendations[0]).toMatchObject({ id: templateId, name })
    const page = await t.json('/api/creators/ember-studio')
    expect(page.data.templates).toMatchObject([
      {
        id: templateId,
        name,
        description: 'Campfire stories for ages 5 to 12.',
        creator: { handle: 'ember-studio' },
      },
    ])
    // The public answer never carries the goods.
    expect(JSON.stringify(page.data)).not.toContain('packing list')
  })
})
