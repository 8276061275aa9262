import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { adminAudit } from '../../db/schema/activity.ts'
import { contactReplies } from '../../db/schema/support.ts'
import { adminTestApp } from '../../testing/admin-test-kit.ts'

// The console's side of the contact form: list newest first, filter by status, close/reopen, reply by e-mail.
describe('admin contact messages API', async () => {
  const t = await adminTestApp()
  const contact = (json: object, headers: Record<string, string> = {}) =>
    t.json('/api/contact', {
      method: 'POST',
      headers,
      json: { topic: 'account', message: 'I cannot change my phone number.', ...json },
    })
  await contact({ name: 'First Sender', email: 'first@example.com' })
  await contact({ name: 'Second Sender', email: 'second@example.com', topic: 'refunds' })
  const list = (query = '', headers = t.admin.headers) =>
    t.json(`/api/admin/contact-messages${query}`, { headers })
  const idOf = async (email: string) =>
    (await list()).data.items.find((m: { email: string }) => m.email === email).id as string

  it('lists the messages newest first with sender, topic and status', async () => {
    const res = await list()
    expect(res.status).toBe(200)
    expect(res.data.items.map((m: { email: string }) => m.email)).toEqual([
      'second@example.com',
      'first@example.com',
    ])
    expect(res.data.items[0]).toMatchObject({
      name: 'Second Sender',
      topic: 'refunds',
      topicLabel: 'Refunds',
      message: 'I cannot change my phone number.',
      status: 'open',
      replies: [],
      orderNumber: null,
    })
  })

  it('closes and reopens a message, audited, and filters by status', async () => {
    const id = await idOf('first@example.com')
    const close = await t.json(`/api/admin/contact-messages/${id}`, {
      method: 'PATCH',
      headers: t.admin.headers,
      json: { status: 'closed' },
    })
    expect(close.status).toBe(200)
    expect(close.data).toEqual({ id, status: 'closed', changed: true })
    expect((await list('?status=closed')).data.items.map((m: { id: string }) => m.id)).toEqual([id])
    expect((await list('?status=open')).data.items.map((m: { id: string }) => m.id)).not.toContain(id)
    const again = await t.json(`/api/admin/contact-messages/${id}`, {
      method: 'PATCH',
      headers: t.admin.headers,
      json: { status: 'closed' },
    })
    expect(again.data.changed).toBe(false)
    const reopen = await t.json(`/api/admin/contact-messages/${id}`, {
      method: 'PATCH',
      headers: t.admin.headers,
      json: { status: 'open' },
    })
    expect(reopen.data).toEqual({ id, status: 'open', changed: true })
    const audit = await t.db.select().from(adminAudit).where(eq(adminAudit.target, id))
    expect(audit.map((a) => a.action).sort()).toEqual(['contact-message.close', 'contact-message.reopen'])
    expect(audit.every((a) => a.adminId === t.admin.id)).toBe(true)
  })

  it('replies by e-mail with "Re:", stores the reply with the message and audits it', async () => {
    const id = await idOf('second@example.com')
    const res = await t.json(`/api/admin/contact-messages/${id}/replies`, {
      method: 'POST',
      headers: t.admin.headers,
      json: { body: 'Hi! Open Settings, then Profile, to change it.' },
    })
    expect(res.status).toBe(201)
    expect(res.data.mailed).toBe(true)
    const mail = t.mail.sent.find((m) => m.to === 'second@example.com')
    expect(mail!.subject).toBe('Re: Refunds (your message to PromptMarket)')
    expect(mail!.text).toContain('Hi! Open Settings, then Profile, to change it.')
    expect(mail!.text).not.toContain('I cannot change my phone number.')
    const [stored] = await t.db.select().from(contactReplies).where(eq(contactReplies.messageId, id))
    expect(stored).toMatchObject({
      adminId: t.admin.id,
      body: 'Hi! Open Settings, then Profile, to change it.',
    })
    const item = (await list()).data.items.find((m: { id: string }) => m.id === id)
    expect(item.replies).toEqual([
      expect.objectContaining({
        body: 'Hi! Open Settings, then Profile, to change it.',
        adminEmail: t.admin.email,
      }),
    ])
    const [audit] = await t.db.select().from(adminAudit).where(eq(adminAudit.action, 'contact-message.reply'))
    expect(audit).toMatchObject({ adminId: t.admin.id, target: id })
  })

  it('answers 400 to bad input and 404 to an unknown message, never 5xx', async () => {
    const id = await idOf('first@example.com')
    const reply = (path: string, json: unknown) =>
      t.json(`/api/admin/contact-messages/${path}/replies`, {
        method: 'POST',
        headers: t.admin.headers,
        json,
      })
    expect((await reply(id, { body: '' })).status).toBe(400)
    expect((await reply(id, { body: 'Hello \u0000' })).data.error.message).toBe(
      'Your reply contains characters that are not allowed',
    )
    expect((await reply(id, { body: 'Hello \ud800' })).status).toBe(400)
    expect((await reply(id, { body: 'x'.repeat(5001) })).status).toBe(400)
    expect((await reply('not-a-uuid', { body: 'Hi' })).status).toBe(400)
    expect((await reply('00000000-0000-4000-8000-000000000000', { body: 'Hi' })).status).toBe(404)
    const patch = (json: unknown) =>
      t.json(`/api/admin/contact-messages/${id}`, { method: 'PATCH', headers: t.admin.headers, json })
    expect((await patch({ status: 'deleted' })).data.error.message).toBe('Status must be open or closed')
    expect((await list('?status=archived')).status).toBe(400)
    expect((await list('?limit=100000')).status).toBe(400)
  })

  it('is for admins only: 401 to visitors, 403 to members', async () => {
    const id = await idOf('first@example.com')
    for (const [method, path, json] of [
      ['GET', '/api/admin/contact-messages', undefined],
      ['PATCH', `/api/admin/contact-messages/${id}`, { status: 'closed' }],
      ['POST', `/api/admin/contact-messages/${id}/replies`, { body: 'Hijack' }],
    ] as const) {
      expect((await t.json(path, { method, json })).status, path).toBe(401)
      expect((await t.json(path, { method, json, headers: t.member.headers })).status, path).toBe(403)
    }
    expect(t.mail.sent.some((m) => m.text.includes('Hijack'))).toBe(false)
  })
})
