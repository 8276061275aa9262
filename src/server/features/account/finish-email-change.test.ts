import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { user } from '../../db/schema/auth.ts'
import { testApp } from '../../testing/test-app.ts'
import { finishEmailChange } from './finish-email-change.ts'
import { requestEmailChange } from './request-email-change.ts'

describe('finishEmailChange', async () => {
  const t = await testApp()
  // Mails sent from now on (sign-up has already sent its own confirmation).
  const mailsFrom = (start: number) => t.mail.sent.slice(start)
  const fresh = () => `final-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`

  it('switches the address and tells the previous one', async () => {
    const member = await t.signedInUser({ name: 'Fay Finish' })
    const start = t.mail.sent.length
    const newEmail = fresh()
    const { token } = await requestEmailChange(t.deps, {
      userId: member.id,
      headers: new Headers(member.headers),
      newEmail,
      currentPassword: member.password,
    })
    await expect(finishEmailChange(t.deps, { token })).resolves.toEqual({ email: newEmail })
    const [row] = await t.db.select({ email: user.email }).from(user).where(eq(user.id, member.id))
    expect(row!.email).toBe(newEmail)
    const told = mailsFrom(start).filter((m) => m.to === member.email)
    expect(told.map((m) => m.subject)).toEqual(['Your PromptMarket e-mail address was changed'])
    expect(told[0]!.text).toContain(newEmail)
  })

  it('refuses an unknown link and sends nothing', async () => {
    const before = t.mail.sent.length
    await expect(finishEmailChange(t.deps, { token: 'not-a-token' })).rejects.toMatchObject({
      code: 'invalid_link',
      status: 400,
    })
    expect(t.mail.sent).toHaveLength(before)
  })

  it('keeps the change when the notice to the previous address cannot be sent', async () => {
    const member = await t.signedInUser()
    const newEmail = fresh()
    const { token } = await requestEmailChange(t.deps, {
      userId: member.id,
      headers: new Headers(member.headers),
      newEmail,
      currentPassword: member.password,
    })
    const failing = {
      ...t.deps,
      mail: { mode: 'failing', send: () => Promise.reject(new Error('smtp down')) },
    }
    await expect(finishEmailChange(failing, { token })).resolves.toEqual({ email: newEmail })
  })
})
