import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { user } from '../../db/schema/auth.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { testApp } from '../../testing/test-app.ts'

// Account settings: name and phone with the sign-up rules, password change signing out other sessions, sessions.
describe('account settings API', async () => {
  const t = await testApp()
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
    const put = (json: unknown) =>
      t.json('/api/account/profile', { method: 'PUT', headers: member.headers, json })
    const res = await put({ name: '  New <Name>  ', phoneNumber: '0412 345 678' })
    expect(res.status).toBe(200)
    expect(res.data).toEqual({ name: 'New Name', phoneNumber: '0412 345 678' })
    const me = await t.json('/api/me', { headers: member.headers })
    expect(me.data).toMatchObject({ fullName: 'New Name', phoneNumber: '0412 345 678' })
    const [row] = await t.db.select().from(user).where(eq(user.id, member.id))
    expect(row).toMatchObject({ name: 'New Name', phoneNumber: '0412 345 678' })

    const short = await put({ name: 'A', phoneNumber: '0412 345 678' })
    expect(short.status).toBe(400)
    expect(short.data.error.message).toBe('Name must be between 2 and 50 characters')
    expect((await put({ name: 'Fine Name', phoneNumber: '123' })).data.error.message).toBe(
      'Phone number must be between 8 and 20 characters',
    )
    const taken = await put({ name: 'Fine Name', phoneNumber: '0400111222' })
    expect(taken.status).toBe(409)
    expect(taken.data.error).toEqual({
      code: 'phone_taken',
      message: 'An account with this phone number already exists',
    })
    const [p] = await t.db.select().from(profiles).where(eq(profiles.userId, other.id))
    expect(p!.phoneNumber).toBe('0400111222')
    expect(
      (await t.json('/api/account/profile', { method: 'PUT', json: { name: 'x', phoneNumber: 'y' } })).status,
    ).toBe(401)
  })

  it('changes the password only with the current one, and signs out the other sessions', async () => {
    const member = await t.signedInUser()
    const laptop = await signIn(member.email, member.password)
    expect(laptop.status).toBe(200)
    const sessions = await t.json('/api/account/sessions', { headers: member.headers })
    expect(sessions.data.sessions).toHaveLength(2)
    expect(sessions.data.sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1)
    expect(JSON.stringify(sessions.data)).not.toMatch(/token/i)

    const post = (json: unknown) =>
      t.json('/api/account/password', { method: 'POST', headers: member.headers, json })
    const wrong = await post({ currentPassword: 'Wr0ng!Password', newPassword: 'N3w!Passw0rd' })
    expect(wrong.status).toBe(400)
    expect(wrong.data.error).toEqual({
      code: 'invalid_password',
      message: 'Your current password is incorrect',
    })
    const weak = await post({ currentPassword: member.password, newPassword: 'weakpassword' })
    expect(weak.status).toBe(400)
    expect(weak.data.error.message).toBe('Password must contain at least one uppercase letter')

    const ok = await post({ currentPassword: member.password, newPassword: 'N3w!Passw0rd' })
    expect(ok.status).toBe(200)
    expect(ok.data).toEqual({ changed: true })
    // The laptop is signed out; the old password no longer works, the new one does.
    expect((await t.json('/api/me', { headers: laptop.headers })).status).toBe(401)
    expect((await signIn(member.email, member.password)).status).toBe(401)
    expect((await signIn(member.email, 'N3w!Passw0rd')).status).toBe(200)
  })

  it('ends another session of the caller, never someone else’s', async () => {
    const member = await t.signedInUser()
    const phone = await signIn(member.email, member.password)
    const stranger = await t.signedInUser()
    const list = (await t.json('/api/account/sessions', { headers: member.headers })).data.sessions
    const other = list.find((s: { current: boolean }) => !s.current)
    expect(
      (await t.json(`/api/account/sessions/${other.id}/end`, { method: 'POST', headers: stranger.headers }))
        .status,
    ).toBe(404)
    expect((await t.json('/api/me', { headers: phone.headers })).status).toBe(200)
    const ended = await t.json(`/api/account/sessions/${other.id}/end`, {
      method: 'POST',
      headers: member.headers,
    })
    expect(ended.status).toBe(200)
    expect((await t.json('/api/me', { headers: phone.headers })).status).toBe(401)
    expect((await t.json('/api/me', { headers: member.headers })).status).toBe(200)
  })
})
