import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { contactMessages } from '../../db/schema/support.ts'
import { orders } from '../../db/schema/payments.ts'
import { testApp } from '../../testing/test-app.ts'

const valid = {
  name: 'Vera Visitor',
  email: 'Vera@Example.com',
  topic: 'orders',
  message: 'My gift card e-mail never arrived. Could you check it?',
}
// In-process visitor calls all share one address, so this app's visitor sends stay under the limit of five an hour.

describe('POST /api/contact', async () => {
  const t = await testApp({ seed: true, env: { SUPPORT_EMAIL: 'support@promptmarket.test' } })
  const quiet = await testApp({})
  const send = (app: typeof t, json: unknown, headers: Record<string, string> = {}) =>
    app.json('/api/contact', { method: 'POST', headers, json })
  const stored = (app: typeof t, email: string) =>
    app.db.select().from(contactMessages).where(eq(contactMessages.email, email))

  it('stores a visitor message and mails it to SUPPORT_EMAIL with Reply-To the sender', async () => {
    const res = await send(t, { ...valid, orderReference: 'A1B2C3D4' })
    expect(res.status).toBe(201)
    expect(res.data).toEqual({ sent: true })
    const [row] = await stored(t, 'vera@example.com')
    expect(row).toMatchObject({
      userId: null,
      name: 'Vera Visitor',
      topic: 'orders',
      orderReference: 'A1B2C3D4',
      orderId: null,
      status: 'open',
    })
    const mail = t.mail.sent.find((m) => m.to === 'support@promptmarket.test')
    expect(mail).toMatchObject({ replyTo: 'vera@example.com' })
    expect(mail!.subject).toBe('Contact form: Orders and payments from Vera Visitor')
    expect(mail!.text).toContain(valid.message)
    expect(mail!.text).toContain('Order: A1B2C3D4')
    // Nothing goes to the address the sender typed: the form is no relay.
    expect(t.mail.sent.filter((m) => m.to === 'vera@example.com')).toEqual([])
  })

  it('only stores the message when SUPPORT_EMAIL is not set', async () => {
    expect((await send(quiet, { ...valid, email: 'quiet@example.com' })).status).toBe(201)
    expect(await stored(quiet, 'quiet@example.com')).toHaveLength(1)
    expect(quiet.mail.sent).toEqual([])
  })

  it('links a member message to the member and to one of their own orders only', async () => {
    const member = await t.signedInUser({ name: 'Mo Member' })
    const other = await t.signedInUser()
    const checkout = await t.json('/api/functions/create-payment', {
      method: 'POST',
      headers: member.headers,
      json: { packageId: 'starter' },
    })
    const [order] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.providerSessionId, checkout.data.sessionId))
    const mine = await send(t, { ...valid, email: member.email, orderId: order!.id }, member.headers)
    expect(mine.status).toBe(201)
    const [row] = await stored(t, member.email)
    expect(row).toMatchObject({ userId: member.id, orderId: order!.id })
    const theirs = await send(t, { ...valid, email: other.email, orderId: order!.id }, other.headers)
    expect(theirs.status).toBe(400)
    expect(theirs.data.error.message).toBe('Please choose one of your orders')
    const visitor = await send(t, { ...valid, email: 'guess@example.com', orderId: order!.id })
    expect(visitor.status).toBe(400)
    expect(await stored(t, other.email)).toEqual([])
    expect(await stored(t, 'guess@example.com')).toEqual([])
  })

  it('answers a filled-in honeypot like a success and stores and mails nothing', async () => {
    const before = t.mail.sent.length
    const res = await send(t, { ...valid, email: 'robot@example.com', website: 'http://spam.example' })
    expect(res.status).toBe(201)
    expect(res.data).toEqual({ sent: true })
    expect(await stored(t, 'robot@example.com')).toEqual([])
    expect(t.mail.sent.length).toBe(before)
  })

  it.each([
    [{ name: '' }, 'Please enter your name'],
    [{ name: 'x'.repeat(101) }, 'Name must be at most 100 characters'],
    [{ email: 'not-an-address' }, 'Please enter a valid email address'],
    [{ topic: 'lottery' }, 'Please choose a topic'],
    [{ message: 'too short' }, 'Message must be at least 10 characters'],
    [{ message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters'],
    [{ orderReference: 'x'.repeat(41) }, 'Order reference must be at most 40 characters'],
    [{ orderId: 'not-a-uuid' }, 'Please choose one of your orders'],
    [{ name: 'Eve\u0000' }, 'Your name contains characters that are not allowed'],
    [{ name: 'Eve\r\nBcc: x@example.com' }, 'Your name contains characters that are not allowed'],
    [{ message: 'Hello there \u0000 NUL' }, 'Your message contains characters that are not allowed'],
    [{ message: 'Hello there \ud800 lone' }, 'Your message contains characters that are not allowed'],
    [{ message: 'Hello there \udc00 lone' }, 'Your message contains characters that are not allowed'],
    [{ email: 'nul\u0000@example.com' }, 'Please enter a valid email address'],
    [{ orderReference: 'AB\u0000' }, 'Your order reference contains characters that are not allowed'],
  ])('refuses %j with 400 and a clear message, storing nothing', async (change, message) => {
    const before = (await t.db.select().from(contactMessages)).length
    const res = await send(t, { ...valid, ...change })
    expect(res.status).toBe(400)
    expect(res.data.error).toEqual({ code: 'validation_failed', message })
    expect((await t.db.select().from(contactMessages)).length).toBe(before)
  })

  it('keeps an emoji and other languages intact', async () => {
    const res = await send(t, {
      ...valid,
      name: 'Zoë 山田',
      email: 'zoe@example.com',
      message: 'Merci 🙏 ça marche pas',
    })
    expect(res.status).toBe(201)
    expect((await stored(t, 'zoe@example.com'))[0]).toMatchObject({
      name: 'Zoë 山田',
      message: 'Merci 🙏 ça marche pas',
    })
  })

  it('refuses malformed JSON and a missing body with 400', async () => {
    const res = await t.app.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":',
    })
    expect(res.status).toBe(400)
    expect((await send(t, null)).status).toBe(400)
  })

  it('allows five messages an hour per member, then answers 429 with a clear message', async () => {
    const member = await t.signedInUser()
    for (let i = 0; i < 5; i++)
      expect((await send(t, { ...valid, email: member.email }, member.headers)).status).toBe(201)
    const refused = await send(t, { ...valid, email: member.email }, member.headers)
    expect(refused.status).toBe(429)
    expect(refused.data.error).toEqual({
      code: 'rate_limited',
      message: 'Too many requests. Please try again later',
    })
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await stored(t, member.email)).toHaveLength(5)
  })

  it('allows five messages an hour per visitor address, then answers 429', async () => {
    const fresh = await testApp({})
    for (let i = 0; i < 5; i++)
      expect((await send(fresh, { ...valid, email: `v${i}@example.com` })).status).toBe(201)
    // Invalid ones were never counted; the sixth valid one is refused.
    expect((await send(fresh, { ...valid, message: 'short' })).status).toBe(400)
    const refused = await send(fresh, { ...valid, email: 'v6@example.com' })
    expect(refused.status).toBe(429)
    expect(await stored(fresh, 'v6@example.com')).toEqual([])
  })
})
