import { describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { testApp } from '../../testing/test-app.ts'
import { securityEvents } from '../../db/schema/activity.ts'

describe('POST /api/functions/log-security-event', async () => {
  const t = await testApp()
  const log = (json: unknown, headers: Record<string, string> = {}, ip?: string) =>
    t.json('/api/functions/log-security-event', { method: 'POST', headers, json, ip })

  it('records a browser report with the session user, the IP and source client', async () => {
    const member = await t.signedInUser()
    const res = await log(
      {
        eventType: 'session_expired',
        details: {
          timestamp: '2026-01-01T00:00:00Z',
          userAgent: 'UA',
          url: 'http://x/dashboard',
          userId: 'forged',
        },
      },
      { ...member.headers, 'user-agent': 'Test Browser' },
      '192.0.2.5',
    )
    expect(res.status).toBe(200)
    expect(res.data).toEqual({ success: true })
    const [row] = await t.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.userId, member.id), eq(securityEvents.type, 'session_expired')))
    expect(row).toMatchObject({
      type: 'session_expired',
      ip: '192.0.2.5',
      userAgent: 'Test Browser',
      details: { url: 'http://x/dashboard', source: 'client' },
    })
  })

  it('takes anonymous reports (an expired session has no user) without a user id', async () => {
    const res = await log({
      eventType: 'login_attempt',
      details: { action: 'logout_initiated', marker: 'anon-1' },
    })
    expect(res.status).toBe(200)
    const rows = await t.db.select().from(securityEvents).where(eq(securityEvents.type, 'login_attempt'))
    expect(rows.find((r) => r.details.marker === 'anon-1')?.userId).toBeNull()
  })

  it('answers unknown types, oversized details and malformed bodies with 400', async () => {
    expect((await log({ eventType: 'hacked', details: {} })).data.error).toEqual({
      code: 'validation_failed',
      message: 'Unknown security event type',
    })
    expect((await log({ eventType: 'session_expired', details: { blob: 'x'.repeat(5000) } })).status).toBe(
      400,
    )
    expect((await log({ eventType: 'session_expired', details: 'text' })).status).toBe(400)
    expect((await log({})).status).toBe(400)
    const bad = await t.app.request('/api/functions/log-security-event', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    })
    expect(bad.status).toBe(400)
  })
})
