import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orders } from '../../db/schema/payments.ts'
import { adminTestApp } from '../../testing/admin-test-kit.ts'

// The refund e-mail names what was bought as the buyer knows it: a prompt by its name, not its id.
describe('refund e-mail', async () => {
  const t = await adminTestApp({ seed: true })

  it('names the refunded prompt', async () => {
    const buyer = await t.signedInUser()
    const started = await t.json('/api/functions/purchase-prompt', {
      method: 'POST',
      headers: buyer.headers,
      json: { promptId: 'japan-planner', method: 'direct' },
    })
    const sessionId = String(started.data.checkout_url).split('/').pop()!
    expect(
      (await t.json(`/api/payments/local/${sessionId}/pay`, { method: 'POST', headers: buyer.headers }))
        .status,
    ).toBe(200)
    const [order] = await t.db.select().from(orders).where(eq(orders.providerSessionId, sessionId))
    const res = await t.json(`/api/admin/orders/${order!.id}/refund`, {
      method: 'POST',
      headers: t.admin.headers,
      json: { reason: 'Changed their mind' },
    })
    expect(res.status).toBe(200)
    expect(res.data.item).toBe('Japan Planner')
    const mail = t.mail.sent.find(
      (m) => m.to === buyer.email && m.subject.startsWith('Your PromptMarket refund'),
    )
    expect(mail?.subject).toBe('Your PromptMarket refund: Japan Planner')
    expect(mail?.text).toContain('for Japan Planner')
  })
})
