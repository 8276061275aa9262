import { describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { securityEvents } from '../../db/schema/activity.ts'
import { testApp } from '../../testing/test-app.ts'
import { signOut } from './sign-out.ts'

describe('signOut', async () => {
  const t = await testApp()
  const origin = t.deps.env.APP_URL
  const signOutRequest = (headers: Record<string, string>) =>
    new Request(`${origin}/api/auth/sign-out`, { method: 'POST', headers })
  const logoutsOf = (userId: string) =>
    t.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.userId, userId), eq(securityEvents.type, 'login_attempt')))

  it('ends the session, expires its cookie and logs the logout under the member', async () => {
    const member = await t.signedInUser()
    const res = await signOut(t.deps, {
      request: signOutRequest(member.headers),
      ip: '198.51.100.7',
      userAgent: 'test-browser',
    })
    expect(res.ok).toBe(true)
    expect(res.headers.getSetCookie().some((c) => /session_token=;/.test(c))).toBe(true)
    expect((await t.json('/api/me', { headers: member.headers })).status).toBe(401)
    const logged = (await logoutsOf(member.id)).filter((e) => e.details.action === 'logout')
    expect(logged).toMatchObject([
      { ip: '198.51.100.7', userAgent: 'test-browser', details: { source: 'server', action: 'logout' } },
    ])
  })

  it('logs nothing for a caller without a session', async () => {
    const before = await t.db.select().from(securityEvents)
    const res = await signOut(t.deps, { request: signOutRequest({ origin }), ip: null, userAgent: null })
    expect(res.status).toBeLessThan(500)
    expect(await t.db.select().from(securityEvents)).toHaveLength(before.length)
  })
})
