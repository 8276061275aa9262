import { describe, expect, it } from 'vitest'
import { testApp } from '../../testing/test-app.ts'
import { range } from '../../testing/given.ts'
import { spinThrottle } from '../wheel/public.ts'
import { allowedAuthRoute, allowedAuthRoutes } from './allowed-auth-routes.ts'

// Issue 17: the auth library's surface is our allow-list, its answers are in our shape and hold no session
// token, its limits never hurt a member reading their session, and no header a caller sends moves a limit.
describe('the /api/auth surface', async () => {
  const t = await testApp()
  const origin = t.deps.env.APP_URL
  const member = await t.signedInUser()

  it('answers 404 in our error shape to every Better Auth route not on the allow-list', async () => {
    const mounted = Object.values(t.deps.auth.api)
      .map((endpoint) => endpoint as { path?: string; options?: { method?: string | string[] } })
      .filter((e) => e.path)
    const closed = mounted.flatMap((e) =>
      [e.options?.method ?? 'GET']
        .flat()
        .filter((m) => m === 'GET' || m === 'POST')
        .map((method) => ({ method, path: `/api/auth${e.path!.replace(/:[a-z]+/i, 'x')}` })),
    )
    const notAllowed = closed.filter((r) => !allowedAuthRoute(r.method, r.path))
    expect(notAllowed.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        '/api/auth/update-user',
        '/api/auth/change-password',
        '/api/auth/list-sessions',
      ]),
    )
    for (const r of notAllowed) {
      const res = await t.json(r.path, {
        method: r.method,
        headers: member.headers,
        ...(r.method === 'POST'
          ? { json: { name: '', phoneNumber: 'x', currentPassword: 'a', newPassword: 'b' } }
          : {}),
      })
      expect(res.status, `${r.method} ${r.path}`).toBe(404)
      expect(res.data).toEqual({ error: { code: 'not_found', message: 'Not found' } })
    }
    expect((await t.json('/api/auth/no-such-route')).data.error.code).toBe('not_found')
  })

  it('keeps the allow-list to what our pages and e-mails use', () => {
    expect(allowedAuthRoutes.map((r) => `${r.method} ${r.path}`).sort()).toEqual([
      'GET /api/auth/get-session',
      'GET /api/auth/reset-password/:token',
      'GET /api/auth/verify-email',
      'POST /api/auth/request-password-reset',
      'POST /api/auth/reset-password',
      'POST /api/auth/sign-in/email',
      'POST /api/auth/sign-out',
      'POST /api/auth/sign-up/email',
    ])
  })

  it('sends no session token to the browser from get-session or sign-in', async () => {
    const session = await t.json('/api/auth/get-session', { headers: member.headers })
    expect(session.status).toBe(200)
    expect(session.data.user.id).toBe(member.id)
    expect(session.data.session.expiresAt).toBeTypeOf('string')
    expect(session.data.session).not.toHaveProperty('token')
    const token = member.headers.cookie.split('=')[1]!.split('.')[0]!
    expect(JSON.stringify(session.data)).not.toContain(token)

    const signedIn = await t.json('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { origin },
      json: { email: member.email, password: member.password },
    })
    expect(signedIn.status).toBe(200)
    expect(signedIn.data).not.toHaveProperty('token')
    const sessions = await t.json('/api/account/sessions', { headers: member.headers })
    expect(JSON.stringify(sessions.data)).not.toMatch(/token/i)
  })

  it("answers Better Auth's own errors in our shape, with its status", async () => {
    const res = await t.json('/api/auth/verify-email?token=not-a-token')
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
    expect(res.data.error).toEqual({ code: expect.any(String), message: expect.any(String) })
  })

  it('answers 300 session reads in a minute by one member, from one address, with 200', async () => {
    const statuses = new Set<number>()
    for (const _ of range(300))
      statuses.add(
        (await t.json('/api/auth/get-session', { headers: member.headers, ip: '198.51.100.50' })).status,
      )
    expect([...statuses]).toEqual([200])
    // The limits are on all the same: sign-ups from that address are refused past theirs.
    const signUps = []
    for (const i of range(11))
      signUps.push(
        (
          await t.json('/api/auth/sign-up/email', {
            method: 'POST',
            headers: { origin },
            ip: '198.51.100.50',
            json: { i },
          })
        ).status,
      )
    expect(signUps.slice(0, 10).every((s) => s === 400)).toBe(true)
    expect(signUps[10]).toBe(429)
  })

  it('answers a NUL byte or a lone surrogate in the sign-up name with 400', async () => {
    for (const name of ['Ada\u0000', 'Ada\ud800', '\udc00Ada']) {
      const res = await t.json('/api/auth/sign-up/email', {
        method: 'POST',
        headers: { origin },
        json: {
          name,
          email: `nul${Date.now()}@example.com`,
          password: 'Str0ng!Passw0rd',
          phoneNumber: '0400000001',
        },
      })
      expect(res.status, JSON.stringify(name)).toBe(400)
      expect(res.data.error.code).toBe('bad_request')
    }
  })
})

describe('a rotating X-Forwarded-For with the default TRUST_PROXY', async () => {
  const t = await testApp()
  const origin = t.deps.env.APP_URL
  let n = 0
  const spoof = () => ({ 'x-forwarded-for': `203.0.113.${++n % 250}` })
  const socket = '192.0.2.77'

  it('gets no more than 20 wheel spins an hour', async () => {
    const statuses = []
    for (const _ of range(spinThrottle.perIp + 3))
      statuses.push(
        (
          await t.json('/api/functions/spin-wheel', {
            method: 'POST',
            headers: spoof(),
            json: {},
            ip: socket,
          })
        ).status,
      )
    expect(statuses.filter((s) => s === 200)).toHaveLength(spinThrottle.perIp)
    expect(statuses.at(-1)).toBe(429)
  })

  it('does not get past the sign-in throttle', async () => {
    const statuses = []
    for (const i of range(7))
      statuses.push(
        (
          await t.json('/api/auth/sign-in/email', {
            method: 'POST',
            headers: { origin, ...spoof() },
            ip: socket,
            json: { email: `spray${i}@example.com`, password: 'Wr0ng!Password' },
          })
        ).status,
      )
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429])
  })

  it('does not get past the sign-up limit', async () => {
    const statuses = []
    for (const i of range(11))
      statuses.push(
        (
          await t.json('/api/auth/sign-up/email', {
            method: 'POST',
            headers: { origin, ...spoof() },
            ip: '192.0.2.78',
            json: { i },
          })
        ).status,
      )
    expect(statuses.at(-1)).toBe(429)
  })

  it('does not get past the gift-code throttle of one address', async () => {
    const statuses = []
    let headers: Record<string, string> = {}
    for (const i of range(34)) {
      // A new member every 9 guesses stays under the per-member limit: only the address's can stop them.
      if (i % 9 === 0) headers = (await t.signedInUser()).headers
      statuses.push(
        (
          await t.json('/api/functions/redeem-gift-code', {
            method: 'POST',
            headers: { ...headers, ...spoof() },
            ip: '192.0.2.79',
            json: { code: `GUESS${i}` },
          })
        ).status,
      )
    }
    expect(statuses.slice(0, 30).every((s) => s === 422)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
  })
})

describe('TRUST_PROXY=1', async () => {
  const t = await testApp({ env: { TRUST_PROXY: '1' } })

  it('counts the address the proxy appended, so clients behind one proxy are apart', async () => {
    const proxy = '10.0.0.2'
    const spin = (client: string) =>
      t.json('/api/functions/spin-wheel', {
        method: 'POST',
        headers: { 'x-forwarded-for': `6.6.6.6, ${client}` },
        json: {},
        ip: proxy,
      })
    for (const _ of range(spinThrottle.perIp)) expect((await spin('198.51.100.1')).status).toBe(200)
    expect((await spin('198.51.100.1')).status).toBe(429)
    expect((await spin('198.51.100.2')).status).toBe(200)
  })
})
