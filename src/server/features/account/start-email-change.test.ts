import { describe, expect, it } from 'vitest'
import { testApp } from '../../testing/test-app.ts'
import { findEmailChange } from './email-change-token.ts'
import { startEmailChange } from './start-email-change.ts'

describe('startEmailChange', async () => {
  const t = await testApp()
  // Mails sent from now on (sign-up has already sent its own confirmation).
  const mailsFrom = (start: number) => t.mail.sent.slice(start)
  const fresh = () => `moved-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`
  const headersOf = (m: { headers: Record<string, string> }) => new Headers(m.headers)

  it('stores the pending change and mails the link to the new address only', async () => {
    const member = await t.signedInUser({ name: 'Sam Start' })
    const start = t.mail.sent.length
    const newEmail = fresh()
    const now = new Date()
    const pending = await startEmailChange(t.deps, {
      userId: member.id,
      headers: headersOf(member),
      newEmail,
      currentPassword: member.password,
      now,
    })
    expect(pending).toEqual({ newEmail, expiresAt: new Date(now.getTime() + 24 * 3_600_000) })
    const mails = mailsFrom(start).filter((m) => m.to === newEmail)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toMatch(/http:\/\/localhost:3000\/confirm-email\?token=\S+/)
    expect(mailsFrom(start).some((m) => m.to === member.email)).toBe(false)
    expect((await findEmailChange(t.db, member.id))?.newEmail).toBe(newEmail)
  })

  it('withdraws the change when the link cannot be sent, so the member may ask again at once', async () => {
    const member = await t.signedInUser()
    const failing = {
      ...t.deps,
      mail: { mode: 'failing', send: () => Promise.reject(new Error('smtp down')) },
    }
    const ask = (deps: typeof t.deps) =>
      startEmailChange(deps, {
        userId: member.id,
        headers: headersOf(member),
        newEmail: fresh(),
        currentPassword: member.password,
      })
    await expect(ask(failing)).rejects.toMatchObject({ code: 'mail_failed', status: 503 })
    expect(await findEmailChange(t.db, member.id)).toBeNull()
    // No one-a-minute refusal: nothing was stored.
    await expect(ask(t.deps)).resolves.toMatchObject({ expiresAt: expect.any(Date) })
  })

  it('checks the current password before anything is stored or sent', async () => {
    const member = await t.signedInUser()
    const start = t.mail.sent.length
    const newEmail = fresh()
    await expect(
      startEmailChange(t.deps, {
        userId: member.id,
        headers: headersOf(member),
        newEmail,
        currentPassword: 'not-the-password',
      }),
    ).rejects.toMatchObject({ code: 'invalid_password', status: 400 })
    expect(await findEmailChange(t.db, member.id)).toBeNull()
    expect(mailsFrom(start).some((m) => m.to === newEmail)).toBe(false)
  })
})
