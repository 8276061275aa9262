import { eq, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { user, verification } from '../../db/schema/auth.ts'
import { testApp } from '../../testing/test-app.ts'

// Issue 13: change of e-mail, confirmed by a link sent to the new address; the old address works until then.
describe('change of e-mail API', async () => {
  const t = await testApp()
  const origin = t.deps.env.APP_URL
  const signIn = t.signIn
  const request = (who: { headers: Record<string, string> } | null, json: unknown) =>
    t.json('/api/account/email', { method: 'POST', headers: who?.headers ?? { origin }, json })
  const confirm = (token: string, headers: Record<string, string> = { origin }) =>
    t.json('/api/account/email/confirm', { method: 'POST', headers, json: { token } })
  const fresh = () => `new-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`
  /** The token of the latest link the mailer sent to `to`. */
  const linkTokenSentTo = (to: string) => {
    const mail = t.mail.sent.filter((m) => m.to === to).at(-1)
    const link = mail?.text.match(/https?:\/\/\S+\/confirm-email\?token=(\S+)/)
    return link ? decodeURIComponent(link[1]!) : undefined
  }

  it('refuses anonymous callers', async () => {
    expect((await request(null, { newEmail: fresh(), currentPassword: 'x' })).status).toBe(401)
    expect((await t.json('/api/account/email')).status).toBe(401)
    expect(
      (await t.json('/api/account/email/pending', { method: 'DELETE', headers: { origin } })).status,
    ).toBe(401)
  })

  it('sends a link to the new address, and switches only when it is followed', async () => {
    const member = await t.signedInUser({ name: 'Eve Email' })
    const laptop = await signIn(member.email, member.password)
    const newEmail = fresh()

    const sent = await request(member, {
      newEmail: `  ${newEmail.toUpperCase()} `,
      currentPassword: member.password,
    })
    expect(sent.status).toBe(200)
    expect(sent.data.pending.newEmail).toBe(newEmail)
    const mail = t.mail.sent.filter((m) => m.to === newEmail)
    expect(mail).toHaveLength(1)
    expect(mail[0]!.subject).toBe('Confirm your new PromptMarket e-mail address')
    expect(mail[0]!.text).toContain('Hi Eve Email,')
    expect(mail[0]!.text).toMatch(/http:\/\/localhost:3000\/confirm-email\?token=\S+/)
    const token = linkTokenSentTo(newEmail)!
    // Only the hash of the link's secret is stored.
    const [row] = await t.db
      .select()
      .from(verification)
      .where(like(verification.identifier, `change-email:${member.id}`))
    expect(row!.value).not.toContain(token.split('.')[1]!)

    // Nothing has changed yet: the old address still signs in, the new one does not.
    const status = await t.json('/api/account/email', { headers: member.headers })
    expect(status.data).toMatchObject({ email: member.email, pending: { newEmail } })
    expect((await t.json('/api/me', { headers: member.headers })).data.email).toBe(member.email)
    expect((await signIn(member.email, member.password)).status).toBe(200)
    expect((await signIn(newEmail, member.password)).status).toBe(401)
    // Asking again at once is throttled (each request mails an address of the caller's choice).
    const again = await request(member, { newEmail: fresh(), currentPassword: member.password })
    expect(again.status).toBe(429)

    // A wrong or tampered token changes nothing.
    expect((await confirm(`${token.split('.')[0]}.forged-secret-forged-secret`)).data.error.code).toBe(
      'invalid_link',
    )
    expect((await confirm('not-a-token-at-all')).status).toBe(400)

    // Followed from any browser (no session needed): the account now uses the new address.
    const done = await confirm(token)
    expect(done.status).toBe(200)
    expect(done.data).toEqual({ email: newEmail })
    expect((await t.json('/api/me', { headers: member.headers })).data.email).toBe(newEmail)
    expect((await t.json('/api/me', { headers: laptop.headers })).data.email).toBe(newEmail)
    const [row2] = await t.db.select().from(user).where(eq(user.id, member.id))
    expect(row2).toMatchObject({ email: newEmail, emailVerified: true })
    expect((await signIn(member.email, member.password)).status).toBe(401)
    expect((await signIn(newEmail, member.password)).status).toBe(200)
    // The old address is told.
    const notice = t.mail.sent.filter((m) => m.to === member.email).at(-1)
    expect(notice?.subject).toBe('Your PromptMarket e-mail address was changed')
    expect(notice?.text).toContain(newEmail)
    // The link is used up.
    expect((await confirm(token)).data.error).toEqual({
      code: 'invalid_link',
      message:
        'This confirmation link is invalid or has expired. Ask for a new one in your account settings.',
    })
    expect((await t.json('/api/account/email', { headers: member.headers })).data.pending).toBeNull()
  })

  it('refuses a taken address, the same address, a wrong password and bad input, sending nothing', async () => {
    const member = await t.signedInUser()
    const other = await t.signedInUser()
    const before = t.mail.sent.length
    const taken = await request(member, {
      newEmail: other.email.toUpperCase(),
      currentPassword: member.password,
    })
    expect(taken.status).toBe(409)
    expect(taken.data.error).toEqual({
      code: 'email_taken',
      message: 'An account with this email already exists',
    })
    const same = await request(member, { newEmail: member.email, currentPassword: member.password })
    expect(same.status).toBe(400)
    expect(same.data.error).toEqual({ code: 'same_email', message: 'This is already your e-mail address' })
    const wrong = await request(member, { newEmail: fresh(), currentPassword: 'Wr0ng!Password' })
    expect(wrong.status).toBe(400)
    expect(wrong.data.error).toEqual({
      code: 'invalid_password',
      message: 'Your current password is incorrect',
    })
    const bad = await request(member, { newEmail: 'not-an-email', currentPassword: member.password })
    expect(bad.status).toBe(400)
    expect(bad.data.error.code).toBe('validation_failed')
    expect((await request(member, { newEmail: fresh() })).status).toBe(400)
    expect((await request(member, 'nonsense')).status).toBe(400)
    expect((await confirm('')).status).toBe(400)
    expect(t.mail.sent.length).toBe(before)
    expect((await t.json('/api/account/email', { headers: member.headers })).data.pending).toBeNull()
  })

  it('refuses the link when the address was taken meanwhile, when expired and when cancelled', async () => {
    const member = await t.signedInUser()
    const wanted = fresh()
    expect((await request(member, { newEmail: wanted, currentPassword: member.password })).status).toBe(200)
    const token = linkTokenSentTo(wanted)!
    await t.signedInUser({ email: wanted })
    const late = await confirm(token)
    expect(late.status).toBe(409)
    expect(late.data.error.code).toBe('email_taken')
    expect((await t.json('/api/me', { headers: member.headers })).data.email).toBe(member.email)

    const second = await t.signedInUser()
    const target = fresh()
    expect((await request(second, { newEmail: target, currentPassword: second.password })).status).toBe(200)
    await t.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000), createdAt: new Date(Date.now() - 86_400_000) })
      .where(eq(verification.identifier, `change-email:${second.id}`))
    expect((await t.json('/api/account/email', { headers: second.headers })).data.pending).toBeNull()
    expect((await confirm(linkTokenSentTo(target)!)).data.error.code).toBe('invalid_link')

    // A new request replaces the old link; cancelling drops it.
    const third = fresh()
    expect((await request(second, { newEmail: third, currentPassword: second.password })).status).toBe(200)
    const cancelled = await t.json('/api/account/email/pending', {
      method: 'DELETE',
      headers: second.headers,
    })
    expect(cancelled.data).toEqual({ cancelled: true })
    expect((await confirm(linkTokenSentTo(third)!)).status).toBe(400)
    expect((await t.json('/api/me', { headers: second.headers })).data.email).toBe(second.email)
  })
})
