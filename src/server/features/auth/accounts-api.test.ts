import { afterEach, describe, expect, it, vi } from 'vitest'
import { and, eq, sql } from 'drizzle-orm'
import { testApp } from '../../testing/test-app.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { user } from '../../db/schema/auth.ts'
import { securityEvents } from '../../db/schema/activity.ts'
import { creditTransactions } from '../../db/schema/credits.ts'
import { ledgerInvariant } from '../credits/public.ts'
import type { RealtimeEvent } from '../realtime/public.ts'
import { recordReferral } from './record-referral.ts'
import { grantReferralCredits } from './grant-referral-credits.ts'

let n = 0
const unique = () => `${process.pid}${Date.now().toString(36)}${++n}`

describe('accounts API: sign-up, confirmation, sign-in, referrals, sign-out', async () => {
  const t = await testApp()
  const origin = t.deps.env.APP_URL
  const published: RealtimeEvent[] = []
  t.deps.events.subscribe((e) => published.push(e))
  afterEach(() => vi.restoreAllMocks())

  const newPerson = (over: Record<string, unknown> = {}) => {
    const id = unique()
    return {
      name: 'Grace Hopper',
      email: `grace${id}@example.com`,
      password: 'C0bol!Rules',
      phoneNumber: `+61${id}`.slice(0, 20),
      ...over,
    }
  }
  const signUp = (body: unknown, headers: Record<string, string> = {}) =>
    t.json('/api/auth/sign-up/email', { method: 'POST', headers: { origin, ...headers }, json: body })
  const signIn = (body: unknown, ip?: string) =>
    t.json('/api/auth/sign-in/email', { method: 'POST', headers: { origin }, json: body, ip })
  const confirmationLink = (email: string) => {
    const mail = t.mail.sent.filter((m) => m.to === email).at(-1)
    const link = mail?.text.match(/https?:\/\/\S+/)?.[0]
    if (!link) throw new Error(`no confirmation mail for ${email}`)
    return link
  }
  const confirm = async (email: string) => {
    const link = new URL(confirmationLink(email))
    return t.app.request(link.pathname + link.search)
  }
  const cookieOf = (res: { headers: Headers }) =>
    res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
  const profileOf = async (email: string) => {
    const [row] = await t.db
      .select({
        userId: profiles.userId,
        balance: profiles.balance,
        memberCode: profiles.memberCode,
        referredBy: profiles.referredBy,
      })
      .from(profiles)
      .innerJoin(user, eq(user.id, profiles.userId))
      .where(eq(user.email, email))
    return row
  }
  const eventsOf = (type: string, email: string) =>
    t.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.type, type), sql`${securityEvents.details}->>'email' = ${email}`))

  it('signs up: normalised e-mail, profile with balance 0 and a member code, a confirmation mail', async () => {
    const p = newPerson({ name: '  <Grace> Hopper ' })
    const res = await signUp({ ...p, email: `  ${p.email.toUpperCase()} ` })
    expect(res.status).toBe(200)
    expect(res.data).toEqual({
      token: null,
      user: { id: expect.any(String), email: p.email, name: 'Grace Hopper', emailVerified: false },
    })
    const profile = await profileOf(p.email)
    expect(profile).toMatchObject({ userId: res.data.user.id, balance: 0, referredBy: null })
    expect(profile.memberCode).toMatch(/^[A-HJKMNP-Z2-9]{6}$/)
    const [row] = await t.db.select().from(user).where(eq(user.id, res.data.user.id))
    expect(row.phoneNumber).toBe(p.phoneNumber)
    expect(row.emailVerified).toBe(false)
    expect(confirmationLink(p.email)).toContain(`${origin}/api/auth/verify-email?token=`)
  })

  it('answers every invalid field with 400 and the spec 5 message', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: 'not-an-email' }, 'validation_failed', 'Please enter a valid email address'],
      [{ name: 'A' }, 'validation_failed', 'Name must be between 2 and 50 characters'],
      [{ phoneNumber: '123' }, 'validation_failed', 'Phone number must be between 8 and 20 characters'],
      [{ referralCode: 'TOOLONG' }, 'validation_failed', 'Referral code must be at most 6 characters'],
      [
        { password: 'weakpass' },
        'weak_password',
        'Password must contain at least one uppercase letter. Password must contain at least one number. Password must contain at least one special character',
      ],
      [{ password: 'Sh0rt!' }, 'weak_password', 'Password must be at least 8 characters long'],
    ]
    for (const [over, code, message] of cases) {
      const res = await signUp(newPerson(over))
      expect(res.status, JSON.stringify(over)).toBe(400)
      expect(res.data).toEqual({ error: { code, message } })
    }
    const malformed = await t.app.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: '{nope',
    })
    expect(malformed.status).toBe(400)
    expect((await signUp('just a string')).status).toBe(400)
    expect((await signIn({ email: 'x@example.com', password: '12345' })).data).toEqual({
      error: { code: 'validation_failed', message: 'Password must be at least 6 characters long' },
    })
  })

  it('refuses a duplicate e-mail (any case) and a duplicate phone number with 409', async () => {
    const p = newPerson()
    expect((await signUp(p)).status).toBe(200)
    const sameEmail = await signUp(newPerson({ email: p.email.toUpperCase() }))
    expect(sameEmail.status).toBe(409)
    expect(sameEmail.data).toEqual({
      error: { code: 'email_taken', message: 'An account with this email already exists' },
    })
    const samePhone = await signUp(newPerson({ phoneNumber: p.phoneNumber }))
    expect(samePhone.status).toBe(409)
    expect(samePhone.data).toEqual({
      error: { code: 'phone_taken', message: 'An account with this phone number already exists' },
    })
  })

  it('gives one account, and 409 to the others, when the same e-mail signs up in parallel', async () => {
    const p = newPerson()
    const results = await Promise.all(
      [0, 1, 2].map((i) => signUp({ ...p, phoneNumber: `${p.phoneNumber.slice(0, 17)}${i}` })),
    )
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409])
    const rows = await t.db.select().from(user).where(eq(user.email, p.email))
    expect(rows).toHaveLength(1)
  })

  it('refuses an unconfirmed account with 403 and sends a fresh link; a wrong password stays 401', async () => {
    const p = newPerson()
    await signUp(p)
    const before = t.mail.sent.filter((m) => m.to === p.email).length
    const res = await signIn({ email: p.email, password: p.password })
    expect(res.status).toBe(403)
    expect(res.data).toEqual({
      error: { code: 'email_not_confirmed', message: 'Please check your email and confirm your account' },
    })
    expect(res.headers.getSetCookie()).toEqual([])
    expect(t.mail.sent.filter((m) => m.to === p.email)).toHaveLength(before + 1)
    expect(confirmationLink(p.email)).toContain('callbackURL=%2Flogin%3Fconfirmed%3D1')
    const wrong = await signIn({ email: p.email, password: 'Wrong!Passw0rd' })
    expect(wrong.status).toBe(401)
  })

  it('confirms through the mailed link, then signs in with a session cookie and records login_success', async () => {
    const p = newPerson()
    const created = await signUp(p)
    const confirmed = await confirm(p.email)
    expect(confirmed.status).toBe(302)
    expect(confirmed.headers.get('location')).toBe('/login?confirmed=1')
    const res = await signIn({ email: ` ${p.email.toUpperCase()}`, password: p.password })
    expect(res.status).toBe(200)
    expect(res.data).toMatchObject({ redirect: false, user: { id: created.data.user.id, email: p.email } })
    expect(res.headers.get('location')).toBeNull()
    const cookie = cookieOf(res)
    expect(cookie).toContain('session_token')
    expect(res.headers.getSetCookie().join()).toMatch(/HttpOnly/i)
    const me = await t.json('/api/me', { headers: { cookie } })
    expect(me.status).toBe(200)
    expect(me.data).toMatchObject({
      id: created.data.user.id,
      email: p.email,
      fullName: 'Grace Hopper',
      phoneNumber: p.phoneNumber,
      balance: 0,
      memberCode: expect.stringMatching(/^[A-Z2-9]{6}$/),
    })
    const successes = await t.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.type, 'login_success'), eq(securityEvents.userId, created.data.user.id)))
    expect(successes).toHaveLength(1)
  })

  it('answers a wrong password or an unknown e-mail with 401 and records login_failure', async () => {
    const member = await t.signedInUser()
    for (const body of [
      { email: member.email, password: 'Wrong!Passw0rd' },
      { email: `nobody${unique()}@example.com`, password: 'Whatever1!' },
    ]) {
      const res = await signIn(body)
      expect(res.status).toBe(401)
      expect(res.data).toEqual({
        error: { code: 'invalid_credentials', message: 'Invalid email or password' },
      })
      expect(await eventsOf('login_failure', body.email)).toHaveLength(1)
    }
  })

  it('throttles an account after 5 failures within 60 s, even with the right password, and flags it', async () => {
    const member = await t.signedInUser()
    for (let i = 0; i < 5; i++)
      expect((await signIn({ email: member.email, password: `Wrong!Pass${i}` })).status).toBe(401)
    const res = await signIn({ email: member.email, password: member.password })
    expect(res.status).toBe(429)
    expect(res.data).toEqual({
      error: { code: 'too_many_attempts', message: 'Too many attempts. Please try again later' },
    })
    expect(res.headers.getSetCookie()).toEqual([])
    const flagged = await eventsOf('suspicious_activity', member.email)
    expect(flagged).toHaveLength(1)
    expect(flagged[0].details).toMatchObject({ reason: 'multiple_failed_logins', count: 5 })
  })

  it('throttles a client IP after 5 failures across accounts', async () => {
    const ip = '198.51.100.23'
    for (let i = 0; i < 5; i++)
      expect(
        (await signIn({ email: `spray${unique()}@example.com`, password: 'Guess!123' }, ip)).status,
      ).toBe(401)
    const member = await t.signedInUser()
    expect((await signIn({ email: member.email, password: member.password }, ip)).status).toBe(429)
    const elsewhere = await signIn({ email: member.email, password: member.password }, '198.51.100.24')
    expect(elsewhere.status).toBe(200)
  })

  it('gives 2 credits to the new user and 2 to the referrer at confirmation, once, and publishes both', async () => {
    const referrer = await t.signedInUser()
    const refCode = (await t.json('/api/me', { headers: referrer.headers })).data.memberCode as string
    const p = newPerson({ referralCode: refCode.toLowerCase() })
    const res = await signUp(p)
    expect(res.status).toBe(200)
    const newId = res.data.user.id as string
    expect((await profileOf(p.email)).referredBy).toBe(referrer.id)
    expect((await profileOf(p.email)).balance).toBe(0)

    published.length = 0
    expect((await confirm(p.email)).status).toBe(302)
    expect((await profileOf(p.email)).balance).toBe(2)
    expect((await t.json('/api/me', { headers: referrer.headers })).data.balance).toBe(2)
    expect(published).toEqual(
      expect.arrayContaining([
        { type: 'balance', userId: newId, balance: 2 },
        { type: 'balance', userId: referrer.id, balance: 2 },
      ]),
    )
    const rows = await t.db.select().from(creditTransactions).where(eq(creditTransactions.referenceId, newId))
    expect(rows.map((r) => r.idempotencyKey)).toEqual([`referral:referrer:${newId}`])

    // The same link again, and the grant again: nothing more.
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    await confirm(p.email)
    expect(await grantReferralCredits(t.db, { newUserId: newId })).toEqual({ changed: [] })
    expect(await recordReferral(t.db, { userId: newId, code: refCode })).toBe('already_referred')
    expect((await profileOf(p.email)).balance).toBe(2)
    expect((await t.json('/api/me', { headers: referrer.headers })).data.balance).toBe(2)
    expect(await ledgerInvariant(t.db)).toEqual([])
  })

  it('never blocks a sign-up for a bad referral code, and logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const p = newPerson({ referralCode: 'ZZZZZ9' })
    const res = await signUp(p)
    expect(res.status).toBe(200)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown_code'))
    await confirm(p.email)
    expect(await profileOf(p.email)).toMatchObject({ referredBy: null, balance: 0 })
  })

  it('never credits a referral with one’s own code', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const member = await t.signedInUser()
    const own = (await t.json('/api/me', { headers: member.headers })).data.memberCode as string
    expect(await recordReferral(t.db, { userId: member.id, code: own })).toBe('self_referral')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('self_referral'))
    // Even a profile that somehow names itself gets nothing.
    await t.db.update(profiles).set({ referredBy: member.id }).where(eq(profiles.userId, member.id))
    expect(await grantReferralCredits(t.db, { newUserId: member.id })).toEqual({ changed: [] })
    expect((await t.json('/api/me', { headers: member.headers })).data.balance).toBe(0)
  })

  it('passes a wheel claim to the wheel seam once the account exists', async () => {
    const res = await signUp(newPerson({ wheelClaim: 'signed.claim.token' }))
    expect(res.status).toBe(200)
    expect(res.data.wheel).toMatchObject({ credits: expect.any(Number) })
  })

  it('signs out: the session ends on the server and a logout event is recorded', async () => {
    const member = await t.signedInUser()
    // As a browser sends it: no body, no content type.
    const out = await t.app.request('/api/auth/sign-out', { method: 'POST', headers: member.headers })
    expect(out.status).toBe(200)
    expect((await t.json('/api/me', { headers: member.headers })).status).toBe(401)
    const rows = await t.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.type, 'login_attempt'), eq(securityEvents.userId, member.id)))
    expect(rows.map((r) => r.details)).toEqual([{ source: 'server', action: 'logout' }])
  })
})
