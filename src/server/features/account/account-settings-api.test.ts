import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { user } from '../../db/schema/auth.ts'
import { profiles } from '../../db/schema/profiles.ts'
import type { ChangePasswordInput, ProfileInput } from '../../../shared/account/settings.ts'
import { testApp } from '../../testing/test-app.ts'

type Who = { headers: Record<string, string> }

// Account settings: name and phone with the sign-up rules, password change signing out other sessions, sessions.
describe('account settings API', async () => {
  const t = await testApp()
  const { read } = t
  const me = (who: Who) => read(t.as(who).me.$get())
  const profile = (who: Who | null, json: ProfileInput) => read(t.as(who).account.profile.$put({ json }))
  const password = (who: Who, json: ChangePasswordInput) => read(t.as(who).account.password.$post({ json }))
  const sessions = (who: Who) => read(t.as(who).account.sessions.$get())
  const endSession = (who: Who, id: string) =>
    read(t.as(who).account.sessions[':id'].end.$post({ param: { id } }))
  const signIn = async (email: string, password: string) => {
    const res = await t.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: t.deps.env.APP_URL },
      body: JSON.stringify({ email, password }),
    })
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    return { status: res.status, headers: { cookie, origin: t.deps.env.APP_URL } }
  }

  it('changes name and phone with the sign-up rules, and refuses a phone in use', async () => {
    const member = await t.signedInUser()
    const other = await t.signedInUser({ phoneNumber: '0400111222' })
    const res = await profile(member, { name: '  New <Name>  ', phoneNumber: '0412 345 678' })
    expect(res.status).toBe(200)
    expect(res.data).toEqual({ name: 'New Name', phoneNumber: '0412 345 678' })
    expect((await me(member)).data).toMatchObject({ fullName: 'New Name', phoneNumber: '0412 345 678' })
    const [row] = await t.db.select().from(user).where(eq(user.id, member.id))
    expect(row).toMatchObject({ name: 'New Name', phoneNumber: '0412 345 678' })

    const short = await profile(member, { name: 'A', phoneNumber: '0412 345 678' })
    expect(short.status).toBe(400)
    expect(short.error!.message).toBe('Name must be between 2 and 50 characters')
    expect((await profile(member, { name: 'Fine Name', phoneNumber: '123' })).error!.message).toBe(
      'Phone number must be between 8 and 20 characters',
    )
    const taken = await profile(member, { name: 'Fine Name', phoneNumber: '0400111222' })
    expect(taken.status).toBe(409)
    expect(taken.error).toEqual({
      code: 'phone_taken',
      message: 'An account with this phone number already exists',
    })
    const [p] = await t.db.select().from(profiles).where(eq(profiles.userId, other.id))
    expect(p!.phoneNumber).toBe('0400111222')
    expect((await profile(null, { name: 'x', phoneNumber: 'y' })).status).toBe(401)
  })

  it('changes the password only with the current one, and signs out the other sessions', async () => {
    const member = await t.signedInUser()
    const laptop = await signIn(member.email, member.password)
    expect(laptop.status).toBe(200)
    const list = await sessions(member)
    expect(list.data.sessions).toHaveLength(2)
    expect(list.data.sessions.filter((s) => s.current)).toHaveLength(1)
    expect(JSON.stringify(list.data)).not.toMatch(/token/i)

    const wrong = await password(member, { currentPassword: 'Wr0ng!Password', newPassword: 'N3w!Passw0rd' })
    expect(wrong.status).toBe(400)
    expect(wrong.error).toEqual({
      code: 'invalid_password',
      message: 'Your current password is incorrect',
    })
    const weak = await password(member, { currentPassword: member.password, newPassword: 'weakpassword' })
    expect(weak.status).toBe(400)
    expect(weak.error!.message).toBe('Password must contain at least one uppercase letter')

    const ok = await password(member, { currentPassword: member.password, newPassword: 'N3w!Passw0rd' })
    expect(ok.status).toBe(200)
    expect(ok.data).toEqual({ changed: true })
    // The laptop is signed out; the old password no longer works, the new one does.
    expect((await me(laptop)).status).toBe(401)
    expect((await signIn(member.email, member.password)).status).toBe(401)
    expect((await signIn(member.email, 'N3w!Passw0rd')).status).toBe(200)
  })

  it('ends another session of the caller, never someone else’s', async () => {
    const member = await t.signedInUser()
    const phone = await signIn(member.email, member.password)
    const stranger = await t.signedInUser()
    const list = (await sessions(member)).data.sessions
    const other = list.find((s) => !s.current)!
    expect((await endSession(stranger, other.id)).status).toBe(404)
    expect((await me(phone)).status).toBe(200)
    const ended = await endSession(member, other.id)
    expect(ended.status).toBe(200)
    expect((await me(phone)).status).toBe(401)
    expect((await me(member)).status).toBe(200)
  })
})
