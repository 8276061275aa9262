import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { testApp } from '../../testing/test-app.ts'
import { captureOutput } from '../../testing/capture-output.ts'
import { createMailer } from '../mail/public.ts'

// Issue 3: no password, token or verification link is written to a log in production mode.
describe('logs in production mode', async () => {
  const t = await testApp({
    env: { NODE_ENV: 'production', ALLOW_TEST_PAYMENTS: 'true', ALLOW_OUTBOX_MAIL: 'true' },
  })
  const origin = t.deps.env.APP_URL
  afterEach(() => vi.restoreAllMocks())

  it('hold no password, token or confirmation link through sign-up, confirmation, sign-in and sign-out', async () => {
    const output = captureOutput()
    const email = `secret${Date.now()}@example.com`
    const password = 'Sup3r$ecretPass'
    // A new client address per call keeps the sign-in throttles out of this test.
    let ip = 0
    const post = (path: string, json: unknown, headers: Record<string, string> = {}) =>
      t.json(path, { method: 'POST', headers: { origin, ...headers }, json, ip: `192.0.2.${++ip}` })
    expect(
      (
        await post('/api/auth/sign-up/email', {
          name: 'Sec Ret',
          email,
          password,
          phoneNumber: '0400111222',
          referralCode: 'NOPE99',
        })
      ).status,
    ).toBe(200)
    expect(
      (await post('/api/auth/sign-up/email', { name: 'Sec Ret', email, password, phoneNumber: '0400111223' }))
        .status,
    ).toBe(409)
    expect((await post('/api/auth/sign-in/email', { email, password })).status).toBe(403)
    expect((await post('/api/auth/sign-in/email', { email, password: 'Wr0ng!Password' })).status).toBe(401)
    const links = t.mail.sent.map((m) => m.text.match(/https?:\/\/\S+/)![0])
    const link = new URL(links.at(-1)!)
    expect((await t.app.request(link.pathname + link.search)).status).toBe(302)
    const signedIn = await post('/api/auth/sign-in/email', { email, password })
    expect(signedIn.status).toBe(200)
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    expect(
      (await t.app.request('/api/auth/sign-out', { method: 'POST', headers: { origin, cookie } })).status,
    ).toBe(200)

    const log = output().join('\n')
    expect(log).not.toContain(password)
    // The request log names the path /api/auth/verify-email, never the link with its query.
    expect(log).not.toMatch(/verify-email\?|https?:\/\/\S*verify-email/)
    for (const l of links) expect(log).not.toContain(new URL(l).searchParams.get('token')!)
    expect(signedIn.data.token).toBeUndefined()
    expect(log).not.toContain(cookie.split('=')[1]!.split('.')[0])
  })

  it('answers the sign-in throttle of one address with the spec message', async () => {
    const statuses = []
    for (let i = 0; i < 6; i++) {
      const res = await t.json('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { origin },
        ip: '198.51.100.77',
        json: { email: `nobody${i}@example.com`, password: 'Wr0ng!Password' },
      })
      statuses.push(res.status)
      if (res.status === 429)
        expect(res.data.error).toEqual({
          code: 'too_many_attempts',
          message: 'Too many attempts. Please try again later',
        })
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
  })

  it('the outbox mailer prints the subject but not the link', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pm-outbox-'))
    const mailer = createMailer({ from: 'a@example.com', dataDir, production: true })
    const output = captureOutput()
    await mailer.send({
      to: 'b@example.com',
      subject: 'Confirm',
      text: 'Go to http://x.test/verify-email?token=abc123',
    })
    expect(output().join('\n')).not.toContain('abc123')
    const [file] = readdirSync(join(dataDir, 'outbox'))
    expect(readFileSync(join(dataDir, 'outbox', file), 'utf8')).toContain('abc123')
  })
})
