import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { session, verification } from '../../db/schema/auth.ts'
import { testApp } from '../../testing/test-app.ts'
import { passwordResetMessages } from '../../../shared/auth/password-reset-schema.ts'
import { passwordResetLimits } from './password-reset-throttle.ts'
import {
  askForReset,
  changedSubject,
  followLink,
  mailsTo,
  resetLinkSentTo,
  setNewPassword,
  tokenFromLink,
} from './password-reset-test-kit.ts'

const newPassword = 'N3w!Garden-Path'

// Issue 17: the mailed link sets a new password once, within an hour, under the sign-up rules, and ends every session.
describe('resetting the password from the mailed link', async () => {
  const t = await testApp()
  const linkFor = async (email: string) => {
    await askForReset(t, { email })
    return resetLinkSentTo(t, email)
  }

  it('sets the new password once, ends every session and mails the member', async () => {
    const member = await t.signedInUser({ name: 'Rita Reset' })
    const laptop = await t.signIn(member.email, member.password)
    expect((await t.json('/api/me', { headers: laptop.headers })).status).toBe(200)

    const link = await linkFor(member.email)
    const token = await tokenFromLink(t, link)
    const done = await setNewPassword(t, { token, newPassword })
    expect(done.status).toBe(200)
    expect(done.data).toEqual({ status: true })

    // Every session of the member is gone, and both browsers are signed out.
    expect(await t.db.select().from(session).where(eq(session.userId, member.id))).toEqual([])
    expect((await t.json('/api/me', { headers: member.headers })).status).toBe(401)
    expect((await t.json('/api/me', { headers: laptop.headers })).status).toBe(401)
    // The old password no longer works, the new one does.
    expect((await t.signIn(member.email, member.password)).status).toBe(401)
    expect((await t.signIn(member.email, newPassword)).status).toBe(200)

    const changed = mailsTo(t, member.email, changedSubject)
    expect(changed).toHaveLength(1)
    expect(changed[0]!.text).toContain('Hi Rita Reset,')
    expect(changed[0]!.text).not.toContain(token)

    // The link works once: following it again, or sending its token again, is refused.
    const again = await followLink(t, link)
    expect(again.status).toBe(302)
    expect(again.location!.pathname).toBe('/reset-password')
    expect(again.location!.searchParams.get('error')).toBe('INVALID_TOKEN')
    const twice = await setNewPassword(t, { token, newPassword: 'An0ther!Garden' })
    expect(twice.status).toBe(400)
    expect(twice.data.error).toEqual({ code: 'invalid_token', message: passwordResetMessages.invalidLink })
    expect((await t.signIn(member.email, newPassword)).status).toBe(200)
  })

  it('expires after one hour', async () => {
    const member = await t.signedInUser()
    const link = await linkFor(member.email)
    const token = await tokenFromLink(t, link)
    const [row] = await t.db.select().from(verification).where(eq(verification.value, member.id))
    // Only a hash of the token is stored.
    expect(row!.identifier).not.toContain(token)
    expect(row!.identifier).not.toContain('reset-password')
    const lifetime = row!.expiresAt.getTime() - Date.now()
    expect(lifetime).toBeGreaterThan(59 * 60 * 1000)
    expect(lifetime).toBeLessThanOrEqual(60 * 60 * 1000)

    // An hour later (the row's deadline moved into the past, as the clock would).
    await t.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.id, row!.id))
    const late = await followLink(t, link)
    expect(late.location!.searchParams.get('error')).toBe('INVALID_TOKEN')
    const res = await setNewPassword(t, { token, newPassword })
    expect(res.status).toBe(400)
    expect(res.data.error.code).toBe('invalid_token')
    expect((await t.signIn(member.email, member.password)).status).toBe(200)
    expect(mailsTo(t, member.email, changedSubject)).toHaveLength(0)
  })

  it('refuses a password the sign-up rules refuse, and keeps the link usable', async () => {
    const member = await t.signedInUser()
    const token = await tokenFromLink(t, await linkFor(member.email))
    const tooSimple = await setNewPassword(t, { token, newPassword: 'password' })
    expect(tooSimple.status).toBe(400)
    expect(tooSimple.data.error.code).toBe('weak_password')
    expect(tooSimple.data.error.message).toContain('uppercase letter')
    const common = await setNewPassword(t, { token, newPassword: 'P@ssw0rd1!' })
    expect(common.status).toBe(400)
    expect(common.data.error.code).toBe('weak_password')
    expect(common.data.error.message).toContain('commonly used')
    expect((await setNewPassword(t, { token, newPassword })).status).toBe(200)
  })

  it('refuses a made-up token', async () => {
    const res = await setNewPassword(t, { token: 'madeUpTokenMadeUpToken12', newPassword })
    expect(res.status).toBe(400)
    expect(res.data.error.code).toBe('invalid_token')
    const link = await followLink(
      t,
      '/api/auth/reset-password/madeUpTokenMadeUpToken12?callbackURL=%2Freset-password',
    )
    expect(link.location!.href).toBe('http://localhost:3000/reset-password?error=INVALID_TOKEN')
  })

  it.each([
    'https://evil.example/steal',
    '//evil.example/reset-password',
    'http://localhost:3000.evil.example/reset-password',
    '/login',
    '/\\evil.example',
    'javascript:alert(1)',
  ])('never redirects to %s (no open redirect)', async (callbackURL) => {
    const member = await t.signedInUser()
    const link = await linkFor(member.email)
    const token = link.split('/').at(-1)!.split('?')[0]!
    const res = await followLink(
      t,
      `/api/auth/reset-password/${token}?callbackURL=${encodeURIComponent(callbackURL)}`,
    )
    expect(res.status).toBe(400)
    expect(res.location).toBeNull()
    expect(((await res.res.json()) as { error: { code: string } }).error.code).toBe('invalid_callback')
  })

  it.each([
    ['no token', { newPassword }],
    ['a numeric token', { token: 12345, newPassword }],
    ['no password', { token: 'abc' }],
    ['a password of the wrong type', { token: 'abc', newPassword: ['N3w!Garden-Path'] }],
    ['a NUL byte in the token', { token: 'abc\u0000def', newPassword }],
    ['a lone surrogate in the token', { token: 'abc\uDC00def', newPassword }],
    ['a NUL byte in the password', { token: 'abc', newPassword: 'N3w!Garden\u0000Path' }],
    ['a lone surrogate in the password', { token: 'abc', newPassword: 'N3w!Garden\uD800Path' }],
    ['an over-long token', { token: 'a'.repeat(500), newPassword }],
    ['an array body', [{ token: 'abc', newPassword }]],
  ])('refuses %s with 400 in our error shape', async (_, body) => {
    const res = await setNewPassword(t, body)
    expect(res.status).toBe(400)
    expect(res.data.error).toEqual({ code: expect.any(String), message: expect.any(String) })
  })

  it('answers a hostile link with 400 or the invalid-link page, never 5xx', async () => {
    for (const path of [
      '/api/auth/reset-password/abc%00def?callbackURL=%2Freset-password',
      '/api/auth/reset-password/abc%ED%A0%80def?callbackURL=%2Freset-password',
      `/api/auth/reset-password/${'a'.repeat(500)}?callbackURL=%2Freset-password`,
      '/api/auth/reset-password/abc',
      '/api/auth/reset-password/abc?callbackURL=%00',
    ]) {
      const res = await t.app.request(path)
      expect(res.status, path).toBeLessThan(500)
      // Bytes that decode to no character at all reach Better Auth as U+FFFD: an unknown token, not an error.
      if (res.status === 302)
        expect(res.headers.get('location')).toBe('http://localhost:3000/reset-password?error=INVALID_TOKEN')
      else expect(res.status, path).toBeGreaterThanOrEqual(400)
    }
  })
})

describe('token tries throttle', () => {
  it('refuses a 21st try within the hour from one address with 429', async () => {
    const t = await testApp()
    const { max } = passwordResetLimits.tokenTriesPerAddress
    for (let i = 0; i < max; i++) {
      const res = await setNewPassword(t, { token: `guess${i}guessguessguess`, newPassword })
      expect(res.data.error.code).toBe('invalid_token')
    }
    const blocked = await setNewPassword(t, { token: 'oneMoreGuessOneMoreGuess', newPassword })
    expect(blocked.status).toBe(429)
    expect(blocked.data.error.code).toBe('too_many_attempts')
    // Following links counts too: guessing through the GET is throttled the same way.
    const link = await t.app.request('/api/auth/reset-password/guessguessguess?callbackURL=%2Freset-password')
    expect(link.status).toBe(429)
  })
})
