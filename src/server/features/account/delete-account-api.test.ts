import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { account, session, user } from '../../db/schema/auth.ts'
import { creditTransactions } from '../../db/schema/credits.ts'
import { promptRatings, userAiPreferences, userPromptCustomizations } from '../../db/schema/library.ts'
import { orders } from '../../db/schema/payments.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { securityEvents } from '../../db/schema/activity.ts'
import { contactMessages, contactReplies } from '../../db/schema/support.ts'
import { ledgerInvariant } from '../credits/public.ts'
import { testApp } from '../../testing/test-app.ts'

type Who = { headers: Record<string, string> }
const adminEmail = 'boss@promptmarket.test'

// Issue 13, decision 0015: deleting an account anonymises the person and keeps orders, receipts and the ledger.
describe('delete account API', async () => {
  const t = await testApp({ seed: true, env: { ADMIN_EMAILS: adminEmail } })
  const origin = t.deps.env.APP_URL
  const { read } = t
  // Anonymous callers come from our own pages: the origin header, no session.
  const api = (who: Who | null) => t.as(who ?? { headers: { origin } })
  const deleteAccount = (who: Who | null, currentPassword: string) =>
    read(api(who).account.delete.$post({ json: { currentPassword } }))
  const createPayment = (who: Who, packageId: string) =>
    read(api(who).functions['create-payment'].$post({ json: { packageId } }))
  const me = (who: Who) => read(api(who).me.$get())
  const signIn = t.signIn
  const pay = async (who: Who, url: string) => {
    const sessionId = url.split('/').pop()!
    expect(
      (await read(api(who).payments.local[':sessionId'].pay.$post({ param: { sessionId } }))).status,
    ).toBe(200)
    const [order] = await t.db.select().from(orders).where(eq(orders.providerSessionId, sessionId))
    return order!
  }
  const snapshot = async (id: string) => ({
    user: (await t.db.select().from(user).where(eq(user.id, id)))[0],
    profile: (await t.db.select().from(profiles).where(eq(profiles.userId, id)))[0],
    sessions: (await t.db.select().from(session).where(eq(session.userId, id))).length,
  })

  it('stops guessing the password after 5 checks a minute, and deletes nothing', async () => {
    const member = await t.signedInUser()
    const before = await snapshot(member.id)
    const tries = []
    for (let i = 0; i < 6; i++) tries.push(await deleteAccount(member, `Wr0ng!Guess${i}`))
    expect(tries.slice(0, 5).map((r) => r.status)).toEqual([400, 400, 400, 400, 400])
    expect(tries[5]!.status).toBe(429)
    expect(tries[5]!.error?.code).toBe('rate_limited')
    // The limit covers every password check of the account, not just this route.
    const change = await read(
      api(member).account.password.$post({
        json: { currentPassword: member.password, newPassword: 'An0ther!Passw0rd' },
      }),
    )
    expect(change.status).toBe(429)
    expect(await snapshot(member.id)).toEqual(before)
  })

  // 26 password checks, each a scrypt hash of about 0.2 s of CPU: past 30 s on a busy 2-core machine.
  it(
    'allows at most 20 password checks a day, however they are spread over the minutes',
    { timeout: 120_000 },
    async () => {
      vi.useFakeTimers({ toFake: ['Date'] })
      try {
        const own = await testApp()
        const member = await own.signedInUser()
        const check = () =>
          own.read(own.as(member).account.delete.$post({ json: { currentPassword: 'Wr0ng!Guess' } }))
        const statuses: number[] = []
        for (let minute = 0; minute < 5; minute++) {
          vi.setSystemTime(Date.UTC(2026, 10, 22, 10, minute * 2))
          for (let i = 0; i < 5; i++) statuses.push((await check()).status)
        }
        // Four minutes of five wrong guesses each are answered; the fifth minute's are refused.
        expect(statuses.slice(0, 20)).toEqual(Array(20).fill(400))
        expect(statuses.slice(20)).toEqual(Array(5).fill(429))
        vi.setSystemTime(Date.UTC(2026, 10, 23, 10, 30))
        expect((await check()).status).toBe(400) // a day later it answers again
      } finally {
        vi.useRealTimers()
      }
    },
  )

  it('is refused while a checkout of the member is still open, and goes ahead once it is paid', async () => {
    const buyer = await t.signedInUser()
    const start = await createPayment(buyer, 'starter')
    expect(start.status).toBe(200)
    const before = await snapshot(buyer.id)
    const refused = await deleteAccount(buyer, buyer.password)
    expect(refused.status).toBe(409)
    expect(refused.error).toEqual({
      code: 'payment_in_progress',
      message:
        'A payment of yours is still open. Complete or cancel it (an unfinished checkout closes within a day), then delete your account.',
    })
    expect(await snapshot(buyer.id)).toEqual(before)
    await pay(buyer, start.data.url)
    expect((await deleteAccount(buyer, buyer.password)).status).toBe(200)
  })

  it('deletes the messages to support sent from the account or its address, with their replies', async () => {
    const member = await t.signedInUser({ name: 'Cora Contact' })
    const message = (json: { email: string }, who: Who | null) =>
      read(
        api(who).contact.$post({
          json: { name: 'Cora', topic: 'account', message: 'Please help me with this.', ...json },
        }),
      )
    expect((await message({ email: member.email }, member)).status).toBe(201)
    expect((await message({ email: member.email.toUpperCase() }, null)).status).toBe(201)
    expect((await message({ email: 'someone-else@example.com' }, null)).status).toBe(201)
    const mine = await t.db.select().from(contactMessages).where(eq(contactMessages.email, member.email))
    expect(mine).toHaveLength(2)
    await t.db.insert(contactReplies).values({ messageId: mine[0]!.id, adminId: 'admin', body: 'Answered' })
    expect((await deleteAccount(member, member.password)).status).toBe(200)
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.email, member.email))).toEqual(
      [],
    )
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.userId, member.id))).toEqual([])
    expect(await t.db.select().from(contactReplies).where(eq(contactReplies.messageId, mine[0]!.id))).toEqual(
      [],
    )
    expect(
      await t.db.select().from(contactMessages).where(eq(contactMessages.email, 'someone-else@example.com')),
    ).toHaveLength(1)
  })

  it('refuses anonymous callers, a missing or wrong password, and then changes nothing', async () => {
    expect((await deleteAccount(null, 'Str0ng!Passw0rd')).status).toBe(401)
    const member = await t.signedInUser()
    const before = await snapshot(member.id)
    // A body without the field: raw, as the typed client would not send it.
    const missing = await t.json('/api/account/delete', { method: 'POST', headers: member.headers, json: {} })
    expect(missing.status).toBe(400)
    expect(missing.data.error.message).toBe('Please enter your password to confirm')
    const wrong = await deleteAccount(member, 'Wr0ng!Password')
    expect(wrong.status).toBe(400)
    expect(wrong.error).toEqual({
      code: 'invalid_password',
      message: 'Your current password is incorrect',
    })
    expect(await snapshot(member.id)).toEqual(before)
    expect((await me(member)).status).toBe(200)
    expect((await signIn(member.email, member.password)).status).toBe(200)
  })

  it('anonymises the person, keeps orders and ledger, signs out everywhere and frees the address', async () => {
    const buyer = await t.signedInUser({ name: 'Dana Delete', phoneNumber: '0499000111' })
    const laptop = await signIn(buyer.email, buyer.password)
    const start = await createPayment(buyer, 'explorer')
    const order = await pay(buyer, start.data.url)
    expect(
      (
        await read(
          api(buyer).functions['purchase-prompt'].$post({
            json: { promptId: 'email-polisher', method: 'credits' },
          }),
        )
      ).status,
    ).toBe(200)
    await t.db.insert(userAiPreferences).values({
      userId: buyer.id,
      toneOfVoice: 'friendly',
      aiRole: 'assistant',
      outputFormat: 'paragraphs',
      culturalContext: 'australian',
      userIdentityName: 'Dana',
    })
    await t.db.insert(userPromptCustomizations).values({
      userId: buyer.id,
      promptId: 'email-polisher',
      customizationData: { baseCustomization: {}, promptAnswers: { who: 'Dana from Sydney' } },
      generatedPrompt: 'Polish my e-mail, I am Dana from Sydney',
      title: 'My polisher',
    })
    await t.db
      .insert(promptRatings)
      .values({ userId: buyer.id, promptId: 'email-polisher', stars: 5, review: 'Great, Dana' })
    const { memberCode, balance } = (await me(buyer)).data
    const ledgerBefore = await t.db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.userId, buyer.id))
    expect(ledgerBefore.length).toBe(2)

    const res = await t.app.request('/api/account/delete', {
      method: 'POST',
      headers: { ...buyer.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ currentPassword: buyer.password }),
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ deleted: true })
    // This browser's session cookie is expired on the way out.
    expect(res.headers.getSetCookie().some((c) => /session_token=;/.test(c) && /Max-Age=0/i.test(c))).toBe(
      true,
    )

    // Signed out on every device; the password no longer signs in.
    expect((await me(buyer)).status).toBe(401)
    expect((await me(laptop)).status).toBe(401)
    expect((await signIn(buyer.email, buyer.password)).status).toBe(401)
    expect((await deleteAccount(buyer, buyer.password)).status).toBe(401)

    const after = await snapshot(buyer.id)
    expect(after.user).toMatchObject({
      name: 'Deleted account',
      email: `deleted-${buyer.id}@deleted.invalid`,
      phoneNumber: null,
      emailVerified: false,
    })
    expect(after.profile).toMatchObject({ fullName: 'Deleted account', phoneNumber: null, balance })
    expect(after.profile!.memberCode).not.toBe(memberCode)
    expect(after.sessions).toBe(0)
    expect(await t.db.select().from(account).where(eq(account.userId, buyer.id))).toHaveLength(0)
    expect(
      await t.db.select().from(userAiPreferences).where(eq(userAiPreferences.userId, buyer.id)),
    ).toHaveLength(0)
    expect(
      await t.db.select().from(userPromptCustomizations).where(eq(userPromptCustomizations.userId, buyer.id)),
    ).toHaveLength(0)
    expect(await t.db.select().from(promptRatings).where(eq(promptRatings.userId, buyer.id))).toHaveLength(0)
    const events = await t.db.select().from(securityEvents).where(eq(securityEvents.userId, buyer.id))
    expect(events.length).toBeGreaterThan(0)
    expect(events.every((e) => e.ip === null && e.userAgent === null)).toBe(true)
    // No personal data left anywhere in the kept rows.
    expect(JSON.stringify({ after, events })).not.toMatch(/Dana|0499000111/)
    expect(JSON.stringify(after)).not.toContain(buyer.email)

    // The records for accounting stay: the order, the ledger (its invariant intact), the goodbye mail went out.
    const [kept] = await t.db.select().from(orders).where(eq(orders.id, order.id))
    expect(kept).toMatchObject({ userId: buyer.id, status: 'completed', amountCents: 2500 })
    expect(
      await t.db.select().from(creditTransactions).where(eq(creditTransactions.userId, buyer.id)),
    ).toEqual(ledgerBefore)
    expect(await ledgerInvariant(t.db)).toEqual([])
    expect(t.mail.sent.filter((m) => m.to === buyer.email).at(-1)?.subject).toBe(
      'Your PromptMarket account has been deleted',
    )

    // The address and the phone number are free for a new sign-up; the old member code refers nobody.
    const again = await t.json('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { origin },
      json: {
        name: 'Dana Again',
        email: buyer.email,
        password: 'An0ther!Passw0rd',
        phoneNumber: '0499000111',
        referralCode: memberCode,
      },
    })
    expect(again.status).toBe(200)
    expect(again.data.user.id).not.toBe(buyer.id)
    const [newProfile] = await t.db.select().from(profiles).where(eq(profiles.userId, again.data.user.id))
    expect(newProfile).toMatchObject({ balance: 0, referredBy: null })

    // The admin console still shows the anonymous order and account, and can refund the order.
    const admin = await t.signedInUser({ email: adminEmail })
    const list = await read(api(admin).admin.orders.$get({ query: { limit: '50' } }))
    expect(list.status).toBe(200)
    expect(list.data.items.find((o) => o.id === order.id)).toMatchObject({
      userEmail: `deleted-${buyer.id}@deleted.invalid`,
      item: 'Explorer: 8 credits',
    })
    const overview = await read(api(admin).admin.users[':id'].$get({ param: { id: buyer.id } }))
    expect(overview.status).toBe(200)
    expect(overview.data).toMatchObject({
      name: 'Deleted account',
      phoneNumber: null,
      orders: [{ id: order.id }],
    })
    const refund = await read(
      api(admin).admin.orders[':id'].refund.$post({
        param: { id: order.id },
        json: { reason: 'Closing the account', partial: true },
      }),
    )
    expect(refund.status).toBe(200)
    expect(await ledgerInvariant(t.db)).toEqual([])
  })
})
