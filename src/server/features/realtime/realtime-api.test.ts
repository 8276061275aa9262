import { describe, expect, it } from 'vitest'
import { testApp } from '../../testing/test-app.ts'
import { grantCredits } from '../credits/grant-credits.ts'
import { publishBalance } from './publish-balance.ts'

// Reads SSE frames from a streaming response until `done` says enough.
async function readEvents(
  body: ReadableStream<Uint8Array>,
  done: (events: { event: string; data: unknown }[]) => boolean,
) {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  const events: { event: string; data: unknown }[] = []
  let buffer = ''
  const deadline = Date.now() + 5000
  while (!done(events) && Date.now() < deadline) {
    const { value, done: ended } = await reader.read()
    if (ended) break
    buffer += decoder.decode(value, { stream: true })
    let cut
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const frame = buffer.slice(0, cut)
      buffer = buffer.slice(cut + 2)
      const event = frame.match(/^event: (.*)$/m)?.[1] ?? 'message'
      const data = frame.match(/^data: (.*)$/m)?.[1]
      events.push({ event, data: data ? JSON.parse(data) : null })
    }
  }
  await reader.cancel()
  return events
}

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
