import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { testApp } from '../testing/test-app.ts'

// Every endpoint that reads or changes one person's data, called as anonymous, another member, the owner and
// an admin. Member data belongs to its owner only (an admin reads it through /api/admin, not by borrowing the
// member's endpoints); /api/admin/* answers admins only.

type Actor = 'anonymous' | 'other' | 'owner' | 'admin'
type Row = { method: string; path: string; body?: unknown; allowed: Actor[] }

const adminEmail = 'matrix-admin@promptmarket.test'

describe('access-control matrix', async () => {
  const t = await testApp({ seed: true, env: { ADMIN_EMAILS: adminEmail } })
  const owner = await t.signedInUser({ credits: 1000 })
  const other = await t.signedInUser({ credits: 1000 })
  const admin = await t.signedInUser({ email: adminEmail })
  const headersOf = (a: Actor) =>
    a === 'owner' ? owner.headers : a === 'other' ? other.headers : a === 'admin' ? admin.headers : {}
  const call = (a: Actor, method: string, path: string, body?: unknown) =>
    t.json(path, {
      method,
      headers: headersOf(a),
      json: body ?? (method === 'GET' || method === 'DELETE' ? undefined : {}),
    })
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const ok = async (r: Promise<{ status: number; data: any }>) => {
    const res = await r
    if (res.status >= 300) throw new Error(`setup failed: ${res.status} ${JSON.stringify(res.data)}`)
    return res.data
  }

  // The owner's data, made through the real endpoints.
  const promptId = 'japan-planner'
  await ok(call('owner', 'POST', '/api/functions/purchase-prompt', { promptId, method: 'credits' }))
  await ok(call('owner', 'PUT', `/api/library/${promptId}/rating`, { stars: 5, review: 'Very useful' }))
  const base = {
    toneOfVoice: 'friendly',
    aiRole: 'coach',
    outputFormat: 'stepbystep',
    culturalContext: 'au',
    userIdentityName: 'Owner Privatename',
  }
  await ok(call('owner', 'PUT', '/api/preferences', base))
  const custom = await ok(
    call('owner', 'POST', '/api/customizations', {
      promptId,
      customizationData: { baseCustomization: base, promptAnswers: { budget: '3000' } },
      generatedPrompt: 'Act as my coach. Budget 3000',
      title: 'Owner private plan',
      summary: 'secret',
    }),
  )
  const customId: string = custom.customization.id
  const link = await ok(
    call('owner', 'POST', `/api/customizations/${customId}/share-links`, { expiresInDays: 7 }),
  )
  const linkId: string = link.link.id
  const checkout = await ok(call('owner', 'POST', '/api/functions/create-payment', { packageId: 'starter' }))
  const sessionId: string = checkout.sessionId
  // A second, still pending, checkout for the pay/cancel rows.
  const pending = await ok(call('owner', 'POST', '/api/functions/create-payment', { packageId: 'starter' }))
  await ok(call('owner', 'POST', `/api/payments/local/${sessionId}/pay`))
  const orders = await ok(call('owner', 'GET', '/api/account/orders'))
  const orderId: string = (orders.orders ?? orders).find((o: { status: string }) => o.status === 'paid')?.id

  if (!orderId) throw new Error(`setup failed: no paid order in ${JSON.stringify(orders)}`)

  const rows: Row[] = [
    // Admins read any template's master prompt (they edit templates); members only what they bought.
    { method: 'GET', path: `/api/templates/${promptId}/content`, allowed: ['owner', 'admin'] },
    { method: 'GET', path: `/api/purchases/${promptId}/access`, allowed: ['owner', 'other', 'admin'] }, // answers hasAccess per caller
    { method: 'GET', path: `/api/customizations/${customId}`, allowed: ['owner'] },
    {
      method: 'PUT',
      path: `/api/customizations/${customId}`,
      body: {
        title: 'Hijacked',
        generatedPrompt: 'x',
        customizationData: { baseCustomization: base, promptAnswers: {} },
      },
      allowed: ['owner'],
    },
    { method: 'GET', path: `/api/customizations/${customId}/versions`, allowed: ['owner'] },
    { method: 'POST', path: `/api/customizations/${customId}/versions/1/restore`, allowed: ['owner'] },
    { method: 'GET', path: `/api/customizations/${customId}/shares`, allowed: ['owner'] },
    {
      method: 'POST',
      path: `/api/customizations/${customId}/shares`,
      body: { email: 'friend@example.com' },
      allowed: ['owner'],
    },
    {
      method: 'POST',
      path: `/api/customizations/${customId}/share-links`,
      body: { expiresInDays: 1 },
      allowed: ['owner'],
    },
    { method: 'GET', path: `/api/payments/local/${pending.sessionId}`, allowed: ['owner'] },
    { method: 'POST', path: '/api/functions/verify-credit-payment', body: { sessionId }, allowed: ['owner'] },
    { method: 'GET', path: `/api/account/orders/${orderId}/receipt`, allowed: ['owner'] },
    { method: 'GET', path: '/api/admin/users?email=example.com', allowed: ['admin'] },
    { method: 'GET', path: `/api/admin/users/${owner.id}`, allowed: ['admin'] },
    { method: 'GET', path: '/api/admin/orders', allowed: ['admin'] },
    { method: 'GET', path: '/api/admin/audit', allowed: ['admin'] },
    { method: 'GET', path: '/api/admin/master-codes', allowed: ['admin'] },
    { method: 'GET', path: '/api/admin/refund-requests', allowed: ['admin'] },
    { method: 'GET', path: '/api/admin/insights', allowed: ['admin'] },
    { method: 'GET', path: '/api/admin/templates', allowed: ['admin'] },
  ]
  // Destructive rows last, owner last, so each actor meets the data intact.
  const destructive: Row[] = [
    { method: 'POST', path: `/api/payments/local/${pending.sessionId}/cancel`, allowed: ['owner'] },
    { method: 'DELETE', path: `/api/share-links/${linkId}`, allowed: ['owner'] },
    {
      method: 'POST',
      path: '/api/admin/users/' + owner.id + '/balance',
      body: { adjustmentId: randomUUID(), amount: 5, reason: 'Matrix check' },
      allowed: ['admin'],
    },
    { method: 'DELETE', path: `/api/customizations/${customId}`, allowed: ['owner'] },
  ]

  it.each(rows)('$method $path', async (row) => {
    for (const actor of ['anonymous', 'other', 'admin', 'owner'] as Actor[]) {
      const res = await call(actor, row.method, row.path, row.body)
      const allowed = row.allowed.includes(actor)
      if (allowed) expect(res.status, `${actor}: ${JSON.stringify(res.data)}`).toBeLessThan(300)
      else {
        expect(res.status, `${actor} must be refused: ${JSON.stringify(res.data)}`).toBeGreaterThanOrEqual(
          400,
        )
        expect(res.status).toBeLessThan(500)
        expect(res.data.error.code, actor).toBeTypeOf('string')
        // Refusals never carry the owner's data.
        expect(JSON.stringify(res.data)).not.toContain('Owner private plan')
      }
      if (actor === 'anonymous' && !allowed) expect(res.status).toBe(401)
    }
  })

  it.each(destructive)('$method $path (destructive)', async (row) => {
    for (const actor of ['anonymous', 'other', 'admin', 'owner'] as Actor[]) {
      if (!row.allowed.includes(actor)) {
        const res = await call(actor, row.method, row.path, row.body)
        expect(res.status, `${actor} must be refused`).toBeGreaterThanOrEqual(400)
        expect(res.status).toBeLessThan(500)
      }
    }
    for (const actor of row.allowed) {
      const res = await call(actor, row.method, row.path, row.body)
      expect(res.status, `${actor}: ${JSON.stringify(res.data)}`).toBeLessThan(300)
    }
  })

  it('lists answer each caller with their own rows only', async () => {
    for (const path of [
      '/api/library',
      '/api/customizations',
      '/api/account/orders',
      '/api/account/ledger',
      '/api/gift-cards',
      '/api/preferences',
      '/api/shares/with-me',
      `/api/library/${promptId}/rating`,
    ]) {
      expect((await call('anonymous', 'GET', path)).status, path).toBe(401)
      for (const actor of ['other', 'admin'] as Actor[]) {
        const res = await call(actor, 'GET', path)
        expect(res.status, `${actor} ${path}`).toBeLessThan(500)
        const text = JSON.stringify(res.data)
        for (const secret of [
          customId,
          orderId,
          sessionId,
          'Owner private plan',
          'Very useful',
          'Owner Privatename',
          owner.id,
        ])
          expect(text, `${actor} ${path} leaks ${secret}`).not.toContain(secret)
      }
    }
  })
})
