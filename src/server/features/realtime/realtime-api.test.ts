import { describe, expect, it } from 'vitest'
import { testApp } from '../../testing/test-app.ts'
import { grantCredits } from '../credits/public.ts'
import { publishBalance } from './publish-balance.ts'
import { readEvents } from '../../testing/read-events.ts'

describe('GET /api/events (SSE)', async () => {
  const t = await testApp()

  it('needs a signed-in member', async () => {
    const res = await t.json('/api/events')
    expect(res.status).toBe(401)
    expect(res.data.error.code).toBe('unauthorized')
  })

  it('sends the balance on connect, then each change of this member’s balance only', async () => {
    const member = await t.signedInUser({ credits: 1 })
    const other = await t.signedInUser()
    const res = await t.app.request('/api/events', { headers: member.headers })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/event-stream')
    const reading = readEvents(res.body!, (events) => events.length >= 3)
    await new Promise((r) => setTimeout(r, 50))
    await grantCredits(t.db, {
      userId: other.id,
      amount: 5,
      type: 'admin_adjustment',
      description: 'x',
      key: `o:${other.id}`,
    })
    await publishBalance(t.deps, other.id)
    await grantCredits(t.db, {
      userId: member.id,
      amount: 2,
      type: 'admin_adjustment',
      description: 'x',
      key: `m:${member.id}`,
    })
    await publishBalance(t.deps, member.id)
    t.deps.events.publish({ type: 'template-updated', templateId: 'side-hustle-launcher' })
    expect(await reading).toEqual([
      { event: 'balance', data: { balance: 1 } },
      { event: 'balance', data: { balance: 3 } },
      { event: 'template-updated', data: { templateId: 'side-hustle-launcher' } },
    ])
  })
})
