import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { testApp } from '../../testing/test-app.ts'
import { user } from '../../db/schema/auth.ts'

// Decision 0030: the page a visitor signs up from travels in the confirmation link and brings them back there,
// signed in; only a path of this site is accepted, anything else is a 400 that creates nothing.

let n = 0
const unique = () => `${process.pid}${Date.now().toString(36)}${++n}`
const hostile = [
  '//evil.example',
  '//evil.example/prompts/x',
  'https://evil.example',
  '/\\evil.example',
  '/%2Fevil.example',
  '/%252F%252Fevil.example',
  '/%5Cevil.example',
  'javascript:alert(1)',
  '/\t/evil.example',
]

describe('return path after sign-up and sign-in', async () => {
  const t = await testApp()
  const origin = t.deps.env.APP_URL
  const person = () => {
    const id = unique()
    return {
      name: 'Ada Lovelace',
      email: `ada${id}@example.com`,
      password: 'Anal7tical!Engine',
      phoneNumber: `+61${id}`.slice(0, 20),
    }
  }
  const signUp = (body: unknown) =>
    t.json('/api/auth/sign-up/email', { method: 'POST', headers: { origin }, json: body })
  const linkTo = (email: string) => {
    const link = t.mail.sent
      .filter((m) => m.to === email)
      .at(-1)
      ?.text.match(/https?:\/\/\S+/)?.[0]
    if (!link) throw new Error(`no mail for ${email}`)
    return new URL(link)
  }

  it('the confirmation link signs the member in and lands on /login with the page to return to', async () => {
    const p = person()
    const res = await signUp({ ...p, returnTo: '/prompts/japan-planner?buy=1' })
    expect(res.status, JSON.stringify(res.data)).toBe(200)
    const link = linkTo(p.email)
    expect(link.origin).toBe(new URL(origin).origin)
    const confirmed = await t.app.request(link.pathname + link.search)
    expect(confirmed.status).toBe(302)
    const location = new URL(confirmed.headers.get('location')!, origin)
    expect(location.origin).toBe(new URL(origin).origin)
    expect(location.pathname).toBe('/login')
    expect(location.searchParams.get('confirmed')).toBe('1')
    expect(location.searchParams.get('returnTo')).toBe('/prompts/japan-planner?buy=1')
    // Signed in by the link itself.
    expect(confirmed.headers.getSetCookie().join(';')).toMatch(/session_token=/)
  })

  it('without a return path the link lands on /login?confirmed=1 as before', async () => {
    const p = person()
    expect((await signUp(p)).status).toBe(200)
    const confirmed = await t.app.request(linkTo(p.email).pathname + linkTo(p.email).search)
    expect(confirmed.headers.get('location')).toBe('/login?confirmed=1')
  })

  it('refuses a return address off this site with 400 and creates no account', async () => {
    for (const returnTo of hostile) {
      const p = person()
      const res = await signUp({ ...p, returnTo })
      expect(res.status, returnTo).toBe(400)
      expect(res.data.error.code).toBe('validation_failed')
      expect(await t.db.select().from(user).where(eq(user.email, p.email))).toEqual([])
      expect(t.mail.sent.filter((m) => m.to === p.email)).toEqual([])
    }
  })

  it('an unconfirmed member signing in gets a fresh link that keeps the return path; a hostile one is refused', async () => {
    const p = person()
    expect((await signUp(p)).status).toBe(200)
    const signIn = (returnTo: string) =>
      t.json('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { origin },
        json: { email: p.email, password: p.password, returnTo },
      })
    for (const returnTo of hostile) expect((await signIn(returnTo)).status, returnTo).toBe(400)
    const before = t.mail.sent.filter((m) => m.to === p.email).length
    expect((await signIn('/prompts/japan-planner?buy=1')).status).toBe(403)
    expect(t.mail.sent.filter((m) => m.to === p.email).length).toBe(before + 1)
    const link = linkTo(p.email)
    expect(link.searchParams.get('callbackURL')).toBe(
      '/login?confirmed=1&returnTo=%2Fprompts%2Fjapan-planner%3Fbuy%3D1',
    )
  })

  it('a confirmation link edited to send the member elsewhere does not leave the site', async () => {
    const p = person()
    expect((await signUp(p)).status).toBe(200)
    const link = linkTo(p.email)
    for (const target of ['https://evil.example/', '//evil.example', '/\\evil.example']) {
      link.searchParams.set('callbackURL', target)
      const res = await t.app.request(link.pathname + link.search)
      const location = res.headers.get('location')
      if (location) expect(new URL(location, origin).origin, target).toBe(new URL(origin).origin)
      else expect(res.status, target).toBeGreaterThanOrEqual(400)
    }
    // Better Auth would have sent this one to the trusted-looking absolute address; ours sends it to /login.
    link.searchParams.set('callbackURL', 'https://evil.example/')
    const p2 = person()
    expect((await signUp(p2)).status).toBe(200)
    const fresh = linkTo(p2.email)
    fresh.searchParams.set('callbackURL', 'https://evil.example/')
    const res = await t.app.request(fresh.pathname + fresh.search)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/login')
  })
})
