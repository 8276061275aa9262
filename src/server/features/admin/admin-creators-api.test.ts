import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { adminAudit } from '../../db/schema/activity.ts'
import { creators } from '../../db/schema/creators.ts'
import { adminTestApp } from '../../testing/admin-test-kit.ts'

// The console's side of creator applications: pending first, approve, decline with a reason, both e-mailed.
describe('admin creators API', async () => {
  const t = await adminTestApp()
  const apply = (who: { headers: Record<string, string> }, handle: string) =>
    t.json('/api/creator-application', {
      method: 'POST',
      headers: who.headers,
      json: {
        displayName: `Name ${handle}`,
        handle,
        bio: 'I write prompts.',
        country: 'NZ',
        acceptTerms: true,
      },
    })
  const first = await t.signedInUser({ name: 'First Applicant' })
  const second = await t.signedInUser({ name: 'Second Applicant' })
  const third = await t.signedInUser({ name: 'Third Applicant' })
  await apply(first, 'first-applicant')
  await apply(second, 'second-applicant')
  await apply(third, 'third-applicant')
  const list = (query = '', headers: Record<string, string> = t.admin.headers) =>
    t.json(`/api/admin/creators${query}`, { headers })
  const idOf = async (handle: string) =>
    (await list()).data.items.find((c: { handle: string }) => c.handle === handle).id as string
  const decide = (id: string, json: unknown, headers: Record<string, string> = t.admin.headers) =>
    t.json(`/api/admin/creators/${id}/decision`, { method: 'POST', headers, json })

  it('lists applications, pending first (oldest first), without the house creator', async () => {
    await decide(await idOf('third-applicant'), { decision: 'approve' })
    const res = await list()
    expect(res.status).toBe(200)
    expect(res.data.items.map((c: { handle: string }) => c.handle)).toEqual([
      'first-applicant',
      'second-applicant',
      'third-applicant',
    ])
    expect(res.data.items[0]).toMatchObject({
      displayName: 'Name first-applicant',
      email: first.email,
      country: 'NZ',
      countryLabel: 'New Zealand',
      status: 'pending',
    })
    expect((await list('?status=approved')).data.items.map((c: { handle: string }) => c.handle)).toEqual([
      'third-applicant',
    ])
  })

  it('approves: audited, e-mailed, and the member sees it', async () => {
    const id = await idOf('first-applicant')
    const res = await decide(id, { decision: 'approve' })
    expect(res.status).toBe(200)
    expect(res.data).toEqual({ id, status: 'approved', mailed: true })
    const mail = t.mail.sent.findLast((m) => m.to === first.email)
    expect(mail!.subject).toBe('You are now a PromptMarket creator')
    expect(mail!.text).toContain('http://localhost:3000/creators/first-applicant')
    const mine = await t.json('/api/creator-application', { headers: first.headers })
    expect(mine.data.application).toMatchObject({ status: 'approved', decisionReason: null })
    const [audit] = await t.db.select().from(adminAudit).where(eq(adminAudit.target, id))
    expect(audit).toMatchObject({ adminId: t.admin.id, action: 'creator.approve' })
    expect((await decide(id, { decision: 'decline', reason: 'Changed my mind' })).data.error).toEqual({
      code: 'already_decided',
      message: 'This application is already approved',
    })
  })

  it('declines with the reason, e-mailed; the member sees it and may apply again', async () => {
    const id = await idOf('second-applicant')
    const res = await decide(id, { decision: 'decline', reason: 'Please tell buyers what you write about.' })
    expect(res.data.status).toBe('declined')
    const mail = t.mail.sent.findLast((m) => m.to === second.email)
    expect(mail!.subject).toBe('Your PromptMarket creator application')
    expect(mail!.text).toContain('Please tell buyers what you write about.')
    const mine = await t.json('/api/creator-application', { headers: second.headers })
    expect(mine.data.application).toMatchObject({
      status: 'declined',
      decisionReason: 'Please tell buyers what you write about.',
    })
    const again = await apply(second, 'second-applicant')
    expect(again.status).toBe(201)
    expect(again.data.application).toMatchObject({ status: 'pending', decisionReason: null })
  })

  it('answers 400 to bad input and 404 to an unknown application, never 5xx', async () => {
    const id = await idOf('second-applicant')
    expect((await decide(id, { decision: 'decline' })).status).toBe(400)
    expect((await decide(id, { decision: 'decline', reason: 'no' })).data.error.message).toBe(
      'Please give a reason of at least 5 characters',
    )
    expect((await decide(id, { decision: 'maybe' })).data.error.message).toBe(
      'Decision must be approve or decline',
    )
    expect((await decide(id, { decision: 'decline', reason: 'Bad \u0000 reason' })).status).toBe(400)
    expect((await decide('not-a-uuid', { decision: 'approve' })).status).toBe(400)
    expect((await decide('00000000-0000-4000-8000-000000000000', { decision: 'approve' })).status).toBe(404)
    // The house creator is not an application.
    expect((await decide('00000000-0000-4000-8000-00000000c0de', { decision: 'approve' })).status).toBe(409)
    expect((await list('?status=archived')).status).toBe(400)
    expect((await list('?limit=0')).status).toBe(400)
  })

  it('is for admins only: a member cannot approve (403), a visitor 401, and nothing changes', async () => {
    const id = await idOf('second-applicant')
    const sent = t.mail.sent.length
    expect((await decide(id, { decision: 'approve' }, first.headers)).status).toBe(403)
    expect((await decide(id, { decision: 'approve' }, second.headers)).status).toBe(403)
    expect((await decide(id, { decision: 'approve' }, {})).status).toBe(401)
    expect((await list('', t.member.headers)).status).toBe(403)
    const [row] = await t.db.select().from(creators).where(eq(creators.id, id))
    expect(row!.status).toBe('pending')
    expect(t.mail.sent.length).toBe(sent)
  })
})
