import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { session, user } from '../../db/schema/auth.ts'
import { testApp } from '../../testing/test-app.ts'
import { isDeletedAccountEmail } from '../../../shared/account/deleted-account.ts'
import { closeAccount } from './close-account.ts'

describe('closeAccount', async () => {
  const t = await testApp()
  // Mails sent from now on (sign-up has already sent its own confirmation).
  const mailsFrom = (start: number) => t.mail.sent.slice(start)

  it('deletes the account, hands back expired session cookies and says goodbye by e-mail', async () => {
    const member = await t.signedInUser({ name: 'Cleo Close' })
    const start = t.mail.sent.length
    const { setCookies } = await closeAccount(t.deps, {
      userId: member.id,
      headers: new Headers(member.headers),
      currentPassword: member.password,
    })
    expect(setCookies.some((c) => /session_token=;/.test(c) && /Max-Age=0/i.test(c))).toBe(true)
    const [row] = await t.db.select({ email: user.email }).from(user).where(eq(user.id, member.id))
    expect(isDeletedAccountEmail(row!.email)).toBe(true)
    expect(await t.db.select().from(session).where(eq(session.userId, member.id))).toHaveLength(0)
    expect(
      mailsFrom(start)
        .filter((m) => m.to === member.email)
        .map((m) => m.subject),
    ).toEqual(['Your PromptMarket account has been deleted'])
  })

  it('changes nothing and sends nothing on a wrong password', async () => {
    const member = await t.signedInUser()
    const start = t.mail.sent.length
    await expect(
      closeAccount(t.deps, {
        userId: member.id,
        headers: new Headers(member.headers),
        currentPassword: 'not-the-password',
      }),
    ).rejects.toMatchObject({ code: 'invalid_password', status: 400 })
    const [row] = await t.db.select({ email: user.email }).from(user).where(eq(user.id, member.id))
    expect(row!.email).toBe(member.email)
    expect(mailsFrom(start).some((m) => m.to === member.email)).toBe(false)
  })
})
