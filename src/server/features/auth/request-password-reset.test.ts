import { describe, expect, it } from 'vitest'
import { testApp } from '../../testing/test-app.ts'
import { passwordResetMessages } from '../../../shared/auth/password-reset-schema.ts'
import { passwordResetLimits } from './password-reset-throttle.ts'
import { askForReset, mailsTo, resetLinkSentTo, resetSubject } from './password-reset-test-kit.ts'

// Issue 17: asking for a reset link tells nobody whether an account exists; only accounts get mail.
describe('POST /api/auth/request-password-reset', async () => {
  const t = await testApp()
  const neutral = { status: true, message: passwordResetMessages.requested }

  it('answers the same for an account and for an unknown e-mail, and mails only the account', async () => {
    const member = await t.signedInUser()
    const unknown = `nobody-${Date.now()}@example.com`
    const known = await askForReset(t, { email: `  ${member.email.toUpperCase()} ` })
    const other = await askForReset(t, { email: unknown })
    expect(known.status).toBe(200)
    expect(other.status).toBe(200)
    expect(known.data).toEqual(neutral)
    expect(other.data).toEqual(known.data)
    expect([...known.headers.keys()].sort()).toEqual([...other.headers.keys()].sort())

    expect(mailsTo(t, member.email, resetSubject)).toHaveLength(1)
    expect(t.mail.sent.filter((m) => m.to === unknown)).toHaveLength(0)
    const mail = mailsTo(t, member.email, resetSubject)[0]!
    expect(mail.text).toContain('one hour')
    // The link goes through the server, which then leads to our own page only.
    expect(resetLinkSentTo(t, member.email)).toMatch(
      /^\/api\/auth\/reset-password\/[A-Za-z0-9]+\?callbackURL=%2Freset-password$/,
    )
  })

  it('answers before the mail is sent', async () => {
    const member = await t.signedInUser()
    const res = await t.json('/api/auth/request-password-reset', {
      method: 'POST',
      headers: { origin: t.deps.env.APP_URL },
      json: { email: member.email },
    })
    expect(res.status).toBe(200)
    expect(mailsTo(t, member.email, resetSubject)).toHaveLength(0)
    await expect.poll(() => mailsTo(t, member.email, resetSubject).length).toBe(1)
  })

  it.each([
    ['no e-mail', {}, 'validation_failed'],
    ['an invalid e-mail', { email: 'not-an-email' }, 'validation_failed'],
    ['a number', { email: 42 }, 'validation_failed'],
    ['null', { email: null }, 'validation_failed'],
    ['an array', { email: ['a@example.com'] }, 'validation_failed'],
    // Text the database cannot store is refused by the auth gate in front of every auth route (decision 0019).
    ['a NUL byte', { email: 'a\u0000b@example.com' }, 'bad_request'],
    ['a lone surrogate', { email: 'a\uD800b@example.com' }, 'bad_request'],
    ['an over-long e-mail', { email: `${'a'.repeat(300)}@example.com` }, 'validation_failed'],
    ['a body that is not an object', 'a@example.com', 'validation_failed'],
  ])('refuses %s with 400 in our error shape', async (_, body, code) => {
    const res = await askForReset(t, body)
    expect(res.status).toBe(400)
    expect(res.data.error).toEqual({ code, message: expect.any(String) })
  })

  it('refuses a body that is not JSON with 400', async () => {
    const res = await t.app.request('/api/auth/request-password-reset', {
      method: 'POST',
      headers: { origin: t.deps.env.APP_URL, 'content-type': 'application/json' },
      body: '{"email":',
    })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: { code: string } }).error.code).toBeTruthy()
  })
})

describe('request throttles', () => {
  it('sends at most 5 links an hour to one e-mail, with the same answer after that', async () => {
    const t = await testApp()
    const member = await t.signedInUser()
    const { max } = passwordResetLimits.requestsPerEmail
    for (let i = 0; i < max + 2; i++) {
      const res = await askForReset(t, { email: member.email })
      // The same answer, throttled or not, so a 429 cannot tell that the e-mail belongs to an account.
      expect(res.status).toBe(200)
      expect(res.data.message).toBe(passwordResetMessages.requested)
    }
    expect(mailsTo(t, member.email, resetSubject)).toHaveLength(max)
  })

  it('refuses a 21st request within the hour from one address with 429', async () => {
    const t = await testApp()
    const { max } = passwordResetLimits.requestsPerAddress
    for (let i = 0; i < max; i++)
      expect((await askForReset(t, { email: `someone${i}@example.com` })).status).toBe(200)
    const res = await askForReset(t, { email: 'one-more@example.com' })
    expect(res.status).toBe(429)
    expect(res.data.error.code).toBe('too_many_attempts')
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})
