import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { testApp } from '../testing/test-app.ts'
import { givenCreator } from '../testing/earnings-test-kit.ts'
import { studioContent } from '../testing/studio-test-kit.ts'

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
  // A paid gift card checkout and a paid one-time prompt checkout of the owner, for the verify rows.
  const gift = await ok(
    call('owner', 'POST', '/api/functions/purchase-gift-card', {
      packageId: 'starter',
      credits: 2,
      priceAud: 7.99,
    }),
  )
  const giftSessionId: string = gift.sessionUrl.split('/').pop()
  await ok(call('owner', 'POST', `/api/payments/local/${giftSessionId}/pay`))
  const direct = await ok(
    call('owner', 'POST', '/api/functions/purchase-prompt', {
      promptId: 'manifestation-mentor',
      method: 'direct',
    }),
  )
  const promptSessionId: string = direct.checkout_url.split('/').pop()
  await ok(call('owner', 'POST', `/api/payments/local/${promptSessionId}/pay`))
  const giftCode: string = (
    await ok(call('owner', 'POST', '/api/functions/verify-gift-payment', { sessionId: giftSessionId }))
  ).giftCode
  if (!giftCode) throw new Error('setup failed: no gift code')
  // The owner's message to support, about their order: only admins read or answer it.
  await ok(
    call('owner', 'POST', '/api/contact', {
      name: 'Owner',
      email: owner.email,
      topic: 'orders',
      message: 'Owner private plan question',
      orderId,
    }),
  )
  const contactId: string = (await ok(call('admin', 'GET', '/api/admin/contact-messages'))).items[0].id
  // The owner also sells templates, as an approved creator: the earnings routes and a draft in the studio are theirs
  // alone (the others are not creators; admins are not creators by being admins).
  const { creatorId } = await givenCreator(t.db, { userId: owner.id })
  const studioId: string = (
    await ok(call('owner', 'POST', '/api/studio/templates', { name: 'Owner studio' }))
  ).template.id
  const studioSave = { content: studioContent(), changelog: '' }

  const rows: Row[] = [
    // Admins read any template's master prompt (they edit templates); members only what they bought.
    { method: 'GET', path: `/api/templates/${promptId}/content`, allowed: ['owner', 'admin'] },
    // An update concerns the owner's own purchase: an admin who bought nothing has no version to move from.
    { method: 'GET', path: `/api/templates/${promptId}/update`, allowed: ['owner'] },
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
    {
      method: 'POST',
      path: '/api/functions/verify-gift-payment',
      body: { sessionId: giftSessionId },
      allowed: ['owner'],
    },
    {
      method: 'POST',
      path: '/api/functions/verify-prompt-payment',
      body: { sessionId: promptSessionId },
      allowed: ['owner'],
    },
    // Buying a gift card is open to any member, for themselves: the checkout is the caller's, never the owner's.
    {
      method: 'POST',
      path: '/api/functions/purchase-gift-card',
      body: { packageId: 'starter', credits: 2, priceAud: 7.99 },
      allowed: ['owner', 'other', 'admin'],
    },
    { method: 'GET', path: '/api/admin/users?email=example.com', allowed: ['admin'] },
    { method: 'GET', path: `/api/admin/users/${owner.id}`, allowed: ['admin'] },
    { method: 'GET', path: '/api/admin/orders', allowed: ['admin'] },
    { method: 'GET', path: '/api/admin/audit', allowed: ['admin'] },
    { method: 'GET', path: '/api/admin/master-codes', allowed: ['admin'] },
    { method: 'GET', path: '/api/admin/refund-requests', allowed: ['admin'] },
    { method: 'GET', path: '/api/admin/insights', allowed: ['admin'] },
    { method: 'GET', path: '/api/admin/templates', allowed: ['admin'] },
    { method: 'GET', path: '/api/admin/contact-messages', allowed: ['admin'] },
    // The review queue (issue 23): the drafts' goods are for admins only.
    { method: 'GET', path: '/api/admin/reviews', allowed: ['admin'] },
    {
      method: 'PATCH',
      path: `/api/admin/contact-messages/${contactId}`,
      body: { status: 'closed' },
      allowed: ['admin'],
    },
    {
      method: 'POST',
      path: `/api/admin/contact-messages/${contactId}/replies`,
      body: { body: 'Matrix reply' },
      allowed: ['admin'],
    },
    // The contact form is open to everyone.
    {
      method: 'POST',
      path: '/api/contact',
      body: {
        name: 'Matrix',
        email: 'matrix@example.com',
        topic: 'other',
        message: 'A question for support.',
      },
      allowed: ['anonymous', 'other', 'owner', 'admin'],
    },
    { method: 'GET', path: '/api/seller', allowed: ['anonymous', 'other', 'owner', 'admin'] },
    { method: 'GET', path: '/api/earnings', allowed: ['owner'] },
    { method: 'GET', path: '/api/admin/payouts', allowed: ['admin'] },
    // The studio: the creator's own templates only.
    { method: 'GET', path: '/api/studio/templates', allowed: ['owner'] },
    { method: 'POST', path: '/api/studio/templates', body: { name: 'Matrix draft' }, allowed: ['owner'] },
    { method: 'GET', path: `/api/studio/templates/${studioId}`, allowed: ['owner'] },
    { method: 'PUT', path: `/api/studio/templates/${studioId}`, body: studioSave, allowed: ['owner'] },
  ]
  // Destructive rows last, owner last, so each actor meets the data intact.
  const destructive: Row[] = [
    { method: 'POST', path: `/api/payments/local/${pending.sessionId}/cancel`, allowed: ['owner'] },
    { method: 'DELETE', path: `/api/share-links/${linkId}`, allowed: ['owner'] },
    { method: 'POST', path: '/api/earnings/payout-account', allowed: ['owner'] },
    {
      method: 'POST',
      path: `/api/admin/creators/${creatorId}/payout-hold`,
      body: { held: true, reason: 'Matrix check' },
      allowed: ['admin'],
    },
    {
      method: 'POST',
      path: '/api/admin/users/' + owner.id + '/balance',
      body: { adjustmentId: randomUUID(), amount: 5, reason: 'Matrix check' },
      allowed: ['admin'],
    },
    { method: 'DELETE', path: `/api/customizations/${customId}`, allowed: ['owner'] },
    { method: 'POST', path: `/api/studio/templates/${studioId}/submit`, allowed: ['owner'] },
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
        expect(JSON.stringify(res.data)).not.toContain(giftCode)
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

  it("a gift card bought by another member is that member's, and never shows the owner's", async () => {
    const res = await call('other', 'POST', '/api/functions/purchase-gift-card', {
      packageId: 'starter',
      credits: 2,
      priceAud: 7.99,
    })
    const otherSession: string = res.data.sessionUrl.split('/').pop()
    // The owner can neither see, pay, cancel nor verify the other member's checkout.
    expect((await call('owner', 'GET', `/api/payments/local/${otherSession}`)).status).toBeGreaterThanOrEqual(
      400,
    )
    expect(
      (await call('owner', 'POST', `/api/payments/local/${otherSession}/pay`)).status,
    ).toBeGreaterThanOrEqual(400)
    const verify = await call('owner', 'POST', '/api/functions/verify-gift-payment', {
      sessionId: otherSession,
    })
    expect(verify.status).toBeGreaterThanOrEqual(400)
    expect(verify.status).toBeLessThan(500)
    expect((await call('anonymous', 'POST', `/api/payments/local/${otherSession}/pay`)).status).toBe(401)
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
          giftSessionId,
          promptSessionId,
          giftCode,
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
