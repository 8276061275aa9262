import { describe, expect, it } from 'vitest'
import { and, eq, sql } from 'drizzle-orm'
import { freshDb } from '../../testing/fresh-db.ts'
import { securityEvents } from '../../db/schema/activity.ts'
import { isLoginThrottled, recordLoginFailure } from './login-throttle.ts'
import { recordSecurityEvent } from './record-security-event.ts'

describe('login throttle (5 failures within 60 s)', async () => {
  const { db } = await freshDb()
  const t0 = new Date('2026-01-01T10:00:00Z')
  const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000)
  const fail = (email: string, ip: string | null, seconds: number) =>
    recordLoginFailure(db, { email, ip, userId: null, userAgent: 'test', now: at(seconds) })

  it('throttles an account after its 5th failure and lets it go once they are 60 s old', async () => {
    const email = 'victim@example.com'
    for (let i = 0; i < 4; i++) await fail(email, `10.0.0.${i}`, i)
    expect(await isLoginThrottled(db, { email, ip: '10.9.9.9', now: at(5) })).toBe(false)
    await fail(email, '10.0.0.9', 10)
    expect(await isLoginThrottled(db, { email, ip: '10.9.9.9', now: at(11) })).toBe(true)
    expect(await isLoginThrottled(db, { email, ip: '10.9.9.9', now: at(59) })).toBe(true)
    // The first failure (t=0) leaves the window at t=60: only 4 remain.
    expect(await isLoginThrottled(db, { email, ip: '10.9.9.9', now: at(60) })).toBe(false)
    expect(await isLoginThrottled(db, { email: 'other@example.com', ip: null, now: at(11) })).toBe(false)
  })

  it('throttles an IP after 5 failures across different accounts', async () => {
    const ip = '203.0.113.7'
    for (let i = 0; i < 5; i++) await fail(`spray${i}@example.com`, ip, 100 + i)
    expect(await isLoginThrottled(db, { email: 'fresh@example.com', ip, now: at(106) })).toBe(true)
    expect(await isLoginThrottled(db, { email: 'fresh@example.com', ip: '203.0.113.8', now: at(106) })).toBe(
      false,
    )
    expect(await isLoginThrottled(db, { email: 'fresh@example.com', ip, now: at(165) })).toBe(false)
  })

  it('records suspicious_activity with reason multiple_failed_logins and the count at the 5th failure', async () => {
    const email = 'sus@example.com'
    for (let i = 0; i < 5; i++) await fail(email, null, 200 + i)
    const rows = await db
      .select()
      .from(securityEvents)
      .where(
        and(
          eq(securityEvents.type, 'suspicious_activity'),
          sql`${securityEvents.details}->>'email' = ${email}`,
        ),
      )
    expect(rows).toHaveLength(1)
    expect(rows[0].details).toMatchObject({ reason: 'multiple_failed_logins', count: 5 })
  })

  it('ignores login_failure reports that did not come from the server', async () => {
    const email = 'framed@example.com'
    for (let i = 0; i < 10; i++)
      await recordSecurityEvent(db, {
        type: 'login_failure',
        details: { source: 'client', reason: 'invalid_credentials', email },
        at: at(300 + i),
      })
    expect(await isLoginThrottled(db, { email, ip: null, now: at(311) })).toBe(false)
  })
})
