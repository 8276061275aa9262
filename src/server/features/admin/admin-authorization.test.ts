import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { refundRequests } from '../../db/schema/activity.ts'
import { giftCodes, masterCodes } from '../../db/schema/gifts.ts'
import { orders } from '../../db/schema/payments.ts'
import { contactMessages } from '../../db/schema/support.ts'
import { sampleOutputs } from '../../db/schema/sample-outputs.ts'
import { creators } from '../../db/schema/creators.ts'
import { givenUser } from '../../testing/given.ts'
import { adminTestApp, sampleTemplate } from '../../testing/admin-test-kit.ts'
import { startModelStandIn } from '../../testing/model-stand-in.ts'
import { givenCreator, givenTemplateInReview } from '../../testing/review-test-kit.ts'

type Sample = { path: string; json?: unknown }

// Every admin route, found by walking the app's own route table, called as anonymous (401), as a member (403)
// and as an admin (2xx). A route added without a sample here fails the first test.
describe('admin authorization', async () => {
  // A stand-in model, so generating a sample output answers 201 for admins.
  const standIn = await startModelStandIn()
  afterAll(() => standIn.close())
  const t = await adminTestApp({
    seed: true,
    env: {
      AI_MODELS: JSON.stringify([
        {
          id: 'stand-in',
          label: 'Stand-in',
          provider: 'openai-compatible',
          baseUrl: standIn.openaiBaseUrl,
          model: 'normal',
          priceIn: 0,
          priceOut: 0,
          maxOutputTokens: 200,
        },
      ]),
    },
  })
  const granted = await t.grantedAdmin()

  const templateId = (
    await t.json('/api/admin/templates', { method: 'POST', headers: t.admin.headers, json: sampleTemplate() })
  ).data.id as string
  const [master] = await t.db
    .insert(masterCodes)
    .values({ code: 'AUTHZTEST', credits: 2, maxUses: 5 })
    .returning()
  const [gift] = await t.db
    .insert(giftCodes)
    .values({ code: 'ABCD-EFGH-JKMN-PQRS', credits: 8, status: 'completed', purchaserId: t.member.id })
    .returning()

  const [order] = await t.db
    .insert(orders)
    .values({
      userId: t.member.id,
      kind: 'prompt',
      provider: 'local',
      promptId: 'japan-planner',
      amountCents: 2500,
      status: 'completed',
      completedAt: new Date(),
    })
    .returning()
  // A fresh pending request per call, so each admin's rejection has one to decide.
  const pendingRequest = async () =>
    (
      await t.db
        .insert(refundRequests)
        .values({ orderId: order!.id, userId: t.member.id, reason: 'Authorization test' })
        .returning()
    )[0]!.id

  const [message] = await t.db
    .insert(contactMessages)
    .values({
      name: 'Authz Sender',
      email: 'authz@example.com',
      topic: 'other',
      message: 'Authorization test',
    })
    .returning()

  // A fresh draft sample output per call, so each admin's publish or delete has one to act on.
  const sampleOutput = async () =>
    (
      await t.db
        .insert(sampleOutputs)
        .values({
          promptId: templateId,
          modelName: 'Test Model 1',
          producedOn: '2026-01-02',
          output: 'An answer long enough to attach.',
          promptSha256: 'x',
          createdBy: t.admin.id,
        })
        .returning()
    )[0]!.id

  // A fresh pending creator application per call, so each admin's decision has one to decide.
  const pendingApplication = async () => {
    const applicant = await givenUser(t.db)
    const handle = `authz-${randomUUID().slice(0, 8)}`
    const [row] = await t.db
      .insert(creators)
      .values({
        userId: applicant.id,
        displayName: 'Authz Applicant',
        handle,
        country: 'AU',
        termsAcceptedAt: new Date(),
        termsVersion: 'test',
      })
      .returning()
    return row!.id
  }

  // A fresh version waiting for review per call, so each admin's decision has one to decide; and a creator whose
  // suspension each call toggles (suspended when approved, lifted when suspended).
  const reviewCreator = await givenCreator(t.db)
  const waitingVersion = async () =>
    (await givenTemplateInReview(t.db, { creatorId: reviewCreator.id })).versionId
  const readableVersion = await waitingVersion()

  const samples: Record<string, () => Sample | Promise<Sample>> = {
    'GET /api/admin/templates': () => ({ path: '/api/admin/templates?status=active' }),
    'POST /api/admin/templates': () => ({ path: '/api/admin/templates', json: sampleTemplate() }),
    'GET /api/admin/templates/:id': () => ({ path: `/api/admin/templates/${templateId}` }),
    'PUT /api/admin/templates/:id': () => ({
      path: `/api/admin/templates/${templateId}`,
      json: sampleTemplate({ slug: templateId }),
    }),
    'GET /api/admin/audit': () => ({ path: '/api/admin/audit' }),
    'GET /api/admin/users': () => ({ path: `/api/admin/users?email=${encodeURIComponent(t.member.email)}` }),
    'GET /api/admin/users/:id': () => ({ path: `/api/admin/users/${t.member.id}` }),
    'POST /api/admin/users/:id/balance': () => ({
      path: `/api/admin/users/${t.member.id}/balance`,
      json: { adjustmentId: randomUUID(), amount: 1, reason: 'Authorization test' },
    }),
    'GET /api/admin/master-codes': () => ({ path: '/api/admin/master-codes' }),
    'POST /api/admin/master-codes': () => ({
      path: '/api/admin/master-codes',
      json: { code: `AUTHZ${randomUUID().slice(0, 8).replace(/-/g, '')}`, credits: 2, maxUses: 3 },
    }),
    'PATCH /api/admin/master-codes/:id': () => ({
      path: `/api/admin/master-codes/${master!.id}`,
      json: { active: false },
    }),
    'GET /api/admin/gift-codes/:code': () => ({ path: `/api/admin/gift-codes/${gift!.code}` }),
    'GET /api/admin/insights': () => ({ path: '/api/admin/insights?days=7' }),
    'GET /api/admin/orders': () => ({ path: '/api/admin/orders?status=completed' }),
    'POST /api/admin/orders/:id/refund': () => ({
      path: `/api/admin/orders/${order!.id}/refund`,
      json: { reason: 'Authorization test' },
    }),
    'GET /api/admin/refund-requests': () => ({ path: '/api/admin/refund-requests' }),
    'POST /api/admin/refund-requests/:id/reject': async () => ({
      path: `/api/admin/refund-requests/${await pendingRequest()}/reject`,
      json: { reason: 'Authorization test' },
    }),
    'GET /api/admin/contact-messages': () => ({ path: '/api/admin/contact-messages?status=open' }),
    'PATCH /api/admin/contact-messages/:id': () => ({
      path: `/api/admin/contact-messages/${message!.id}`,
      json: { status: 'closed' },
    }),
    'GET /api/admin/templates/:id/samples': () => ({ path: `/api/admin/templates/${templateId}/samples` }),
    'POST /api/admin/templates/:id/samples': () => ({
      path: `/api/admin/templates/${templateId}/samples`,
      json: {
        modelName: 'Test Model 1',
        producedOn: '2026-01-02',
        output: 'An answer long enough to attach.',
      },
    }),
    'POST /api/admin/templates/:id/samples/generate': () => ({
      path: `/api/admin/templates/${templateId}/samples/generate`,
      json: { modelId: 'stand-in' },
    }),
    'PATCH /api/admin/samples/:id': async () => ({
      path: `/api/admin/samples/${await sampleOutput()}`,
      json: { status: 'published' },
    }),
    'DELETE /api/admin/samples/:id': async () => ({ path: `/api/admin/samples/${await sampleOutput()}` }),
    'GET /api/admin/creators': () => ({ path: '/api/admin/creators?status=pending' }),
    'POST /api/admin/creators/:id/decision': async () => ({
      path: `/api/admin/creators/${await pendingApplication()}/decision`,
      json: { decision: 'decline', reason: 'Authorization test' },
    }),
    'POST /api/admin/creators/:id/suspension': async () => {
      const [row] = await t.db.select().from(creators).where(eq(creators.id, reviewCreator.id))
      const json =
        row!.status === 'approved' ? { suspended: true, reason: 'Authorization test' } : { suspended: false }
      return { path: `/api/admin/creators/${reviewCreator.id}/suspension`, json }
    },
    'GET /api/admin/reviews': () => ({ path: '/api/admin/reviews' }),
    'GET /api/admin/reviews/:versionId': () => ({ path: `/api/admin/reviews/${readableVersion}` }),
    'POST /api/admin/reviews/:versionId/decision': async () => ({
      path: `/api/admin/reviews/${await waitingVersion()}/decision`,
      json: { decision: 'reject', reasons: 'Authorization test' },
    }),
    'GET /api/admin/payouts': () => ({ path: '/api/admin/payouts?status=due' }),
    'POST /api/admin/creators/:id/payout-hold': async () => ({
      path: `/api/admin/creators/${await pendingApplication()}/payout-hold`,
      json: { held: true, reason: 'Authorization test' },
    }),
    'POST /api/admin/contact-messages/:id/replies': () => ({
      path: `/api/admin/contact-messages/${message!.id}/replies`,
      json: { body: 'Authorization test reply' },
    }),
  }

  const adminRoutes = t.app.routes
    .filter((r) => r.path.startsWith('/api/admin/') && r.method !== 'ALL')
    .map((r) => `${r.method} ${r.path}`)

  it('has a sample request for every admin route', () => {
    expect(adminRoutes.length).toBeGreaterThanOrEqual(Object.keys(samples).length)
    expect(adminRoutes.filter((r) => !samples[r])).toEqual([])
  })

  const call = async (route: string, headers: Record<string, string> = {}) => {
    const method = route.split(' ')[0]!
    const sample = await samples[route]!()
    return t.json(sample.path, {
      method,
      headers,
      ...(sample.json !== undefined ? { json: sample.json } : {}),
    })
  }

  it('answers 401 to anonymous callers on every admin route', async () => {
    for (const route of adminRoutes) {
      const res = await call(route)
      expect(res.status, route).toBe(401)
      expect(res.data.error.code, route).toBe('unauthorized')
    }
  })

  it('answers 403 to members on every admin route and changes nothing', async () => {
    const auditBefore = (await t.json('/api/admin/audit?limit=200', { headers: t.admin.headers })).data.items
      .length
    for (const route of adminRoutes) {
      const res = await call(route, t.member.headers)
      expect(res.status, route).toBe(403)
      expect(res.data.error.code, route).toBe('forbidden')
    }
    const auditAfter = (await t.json('/api/admin/audit?limit=200', { headers: t.admin.headers })).data.items
      .length
    expect(auditAfter).toBe(auditBefore)
  })

  it('serves admins, from ADMIN_EMAILS or from the role column, on every admin route', async () => {
    for (const who of [t.admin, granted])
      for (const route of adminRoutes) {
        const res = await call(route, who.headers)
        expect([200, 201], `${route} ${JSON.stringify(res.data).slice(0, 200)}`).toContain(res.status)
      }
  })

  it('refuses unknown admin paths to non-admins before saying they do not exist', async () => {
    expect((await t.json('/api/admin/nothing-here')).status).toBe(401)
    expect((await t.json('/api/admin/nothing-here', { headers: t.member.headers })).status).toBe(403)
    expect((await t.json('/api/admin/nothing-here', { headers: t.admin.headers })).status).toBe(404)
  })

  it('reports the role in GET /api/me', async () => {
    expect((await t.json('/api/me', { headers: t.admin.headers })).data.role).toBe('admin')
    expect((await t.json('/api/me', { headers: granted.headers })).data.role).toBe('admin')
    expect((await t.json('/api/me', { headers: t.member.headers })).data.role).toBe('user')
  })
})
