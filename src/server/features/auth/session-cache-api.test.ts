import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { session } from '../../db/schema/auth.ts'
import { testApp } from '../../testing/test-app.ts'
import { grantCredits } from '../credits/public.ts'
import { publishBalance } from '../realtime/public.ts'
import { askForReset, resetLinkSentTo, setNewPassword, tokenFromLink } from './password-reset-test-kit.ts'

type Who = { headers: Record<string, string> }

// Issue 21, decision 0028: with the session cache on, every way a session ends is refused at once. The cache's max
// age here is an hour, so only the invalidation (never the clock) can make these pass.
describe('session cache: revocation is seen at once', async () => {
  const t = await testApp({ sessionCacheMs: 60 * 60 * 1000 })
  const origin = t.deps.env.APP_URL
  const me = (who: Who) => t.read(t.as(who).me.$get())
  /** A member signed in on two devices, both of whose sessions are in the cache. */
  const twoDevices = async () => {
    const member = await t.signedInUser()
    const laptop = await t.signIn(member.email, member.password)
    expect((await me(member)).status).toBe(200)
    expect((await me(laptop)).status).toBe(200)
    return { member, laptop }
  }

  it('serves a known session from memory (a row deleted behind its back is not seen)', async () => {
    const { member } = await twoDevices()
    await t.db.delete(session).where(eq(session.userId, member.id))
    // Without an event, the cache still answers: this is what the one-second bound in production is for.
    expect((await me(member)).status).toBe(200)
    t.deps.sessions.forget(member.id)
    expect((await me(member)).status).toBe(401)
  })

  it('refuses a signed-out session at once', async () => {
    const { member, laptop } = await twoDevices()
    const out = await t.json('/api/auth/sign-out', { method: 'POST', headers: member.headers })
    expect(out.status).toBe(200)
    expect((await me(member)).status).toBe(401)
    expect((await me(laptop)).status).toBe(200)
  })

  it('refuses a session ended from another device at once', async () => {
    const { member, laptop } = await twoDevices()
    const list = await t.read(t.as(member).account.sessions.$get())
    const other = list.data.sessions.find((s) => !s.current)!
    expect(
      (await t.read(t.as(member).account.sessions[':id'].end.$post({ param: { id: other.id } }))).status,
    ).toBe(200)
    expect((await me(laptop)).status).toBe(401)
    expect((await me(member)).status).toBe(200)
  })

  it('refuses the other sessions at once after a password change', async () => {
    const { member, laptop } = await twoDevices()
    const changed = await t.read(
      t.as(member).account.password.$post({
        json: { currentPassword: member.password, newPassword: 'N3w!Passw0rd-Cache' },
      }),
    )
    expect(changed.status).toBe(200)
    expect((await me(laptop)).status).toBe(401)
    expect((await me(member)).status).toBe(401)
  })

  it('refuses every session at once after a password reset', async () => {
    const { member, laptop } = await twoDevices()
    await askForReset(t, { email: member.email })
    const token = await tokenFromLink(t, resetLinkSentTo(t, member.email))
    expect((await setNewPassword(t, { token, newPassword: 'N3w!Garden-Cache' })).status).toBe(200)
    expect((await me(member)).status).toBe(401)
    expect((await me(laptop)).status).toBe(401)
  })

  it('refuses every session at once after the account is deleted', async () => {
    const { member, laptop } = await twoDevices()
    const gone = await t.read(
      t.as(member).account.delete.$post({ json: { currentPassword: member.password } }),
    )
    expect(gone.status).toBe(200)
    expect((await me(member)).status).toBe(401)
    expect((await me(laptop)).status).toBe(401)
  })

  it('shows a new name, e-mail and balance at once', async () => {
    const { member, laptop } = await twoDevices()
    const renamed = await t.read(
      t.as(member).account.profile.$put({ json: { name: 'Cached Carla', phoneNumber: '0499 000 111' } }),
    )
    expect(renamed.status).toBe(200)
    expect((await me(laptop)).data).toMatchObject({ fullName: 'Cached Carla' })

    const newEmail = `cache-${Date.now().toString(36)}@example.com`
    const asked = await t.json('/api/account/email', {
      method: 'POST',
      headers: member.headers,
      json: { newEmail, currentPassword: member.password },
    })
    expect(asked.status).toBe(200)
    const link = t.mail.sent
      .filter((m) => m.to === newEmail)
      .at(-1)!
      .text.match(/confirm-email\?token=(\S+)/)!
    const confirmed = await t.json('/api/account/email/confirm', {
      method: 'POST',
      headers: { origin },
      json: { token: decodeURIComponent(link[1]!) },
    })
    expect(confirmed.status).toBe(200)
    expect((await me(laptop)).data).toMatchObject({ email: newEmail })

    // Every balance change publishes its event after commit; the cached answer goes with it.
    await grantCredits(t.db, {
      userId: member.id,
      amount: 7,
      type: 'admin_adjustment',
      description: 'Cache test',
      key: `cache-test:${member.id}`,
    })
    await publishBalance(t.deps, member.id)
    expect((await me(member)).data).toMatchObject({ balance: 7 })
  })

  it('keeps nothing for a made-up cookie', async () => {
    const before = t.deps.sessions.size()
    const forged = { headers: { cookie: 'better-auth.session_token=made-up.value', origin } }
    expect((await me(forged)).status).toBe(401)
    expect(t.deps.sessions.size()).toBe(before)
  })
})
