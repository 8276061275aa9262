import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { testApp } from '../../testing/test-app.ts'
import { user } from '../../db/schema/auth.ts'
import { giftRedeemPath } from '../../../shared/gifts/gift-redeem-path.ts'

let n = 0
const unique = () => `${process.pid}${Date.now().toString(36)}${++n}`

// A gift e-mail's redeem link survives sign-up: the page goes into the confirmation link and comes back after it.
describe('sign-up carries a page of ours through the confirmation link', async () => {
  const t = await testApp()
  const origin = t.deps.env.APP_URL
  const person = (over: Record<string, unknown> = {}) => {
    const id = unique()
    return {
      name: 'Robin Friend',
      email: `robin${id}@example.com`,
      password: 'C0bol!Rules',
      phoneNumber: `+61${id}`.slice(0, 20),
      ...over,
    }
  }
  const signUp = (body: unknown) =>
    t.json('/api/auth/sign-up/email', { method: 'POST', headers: { origin }, json: body })
  const confirmationLink = (email: string) =>
    new URL(
      t.mail.sent
        .filter((m) => m.to === email)
        .at(-1)!
        .text.match(/https?:\/\/\S+/)![0],
    )

  it('lands on /login with the redeem page as returnTo, signed in', async () => {
    const redeem = giftRedeemPath('ABCD-EFGH-JKLM-NPQR')
    const p = person({ returnTo: redeem })
    expect((await signUp(p)).status).toBe(200)
    const link = confirmationLink(p.email)
    const res = await t.app.request(link.pathname + link.search)
    expect(res.status).toBe(302)
    const landing = new URL(res.headers.get('location')!, origin)
    expect(landing.pathname).toBe('/login')
    expect(landing.searchParams.get('confirmed')).toBe('1')
    expect(landing.searchParams.get('returnTo')).toBe(redeem)
    expect(res.headers.getSetCookie().join()).toContain('session_token')
  })

  it('refuses a page that is not ours, and creates no account', async () => {
    for (const returnTo of [
      'https://evil.test/x',
      '//evil.test',
      '/\\evil.test',
      'gifts',
      '/login?returnTo=x',
      '/' + 'x'.repeat(1100),
    ]) {
      const p = person({ returnTo })
      const res = await signUp(p)
      expect(res.status, returnTo).toBe(400)
      expect(res.data.error.message).toBe('The return address must be a page of this site')
      expect(await t.db.select().from(user).where(eq(user.email, p.email))).toEqual([])
    }
  })

  it('without a page, the link lands on /login as before', async () => {
    const p = person()
    await signUp(p)
    const link = confirmationLink(p.email)
    const res = await t.app.request(link.pathname + link.search)
    expect(res.headers.get('location')).toBe('/login?confirmed=1')
  })
})
