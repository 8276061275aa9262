import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import { user as userTable } from '../db/schema/auth.ts'
import { testApp } from '../testing/test-app.ts'
import {
  commonPasswordCount,
  commonPasswordMessage,
  commonPasswords,
  isCommonPassword,
} from '../features/auth/public.ts'

// Issue 10, web security: headers on pages and API, cookie flags, cross-origin refusal, common passwords.
// Throttling of sign-in and code redemption is proven over HTTP in features/auth/accounts-api.test.ts and
// features/gifts/gifts-api.test.ts.

const root = new URL('../../../', import.meta.url).pathname
const inlineScript = /<script\b(?![^>]*\bsrc=)[^>]*>/i

function builtWeb() {
  const dist = mkdtempSync(join(tmpdir(), 'pm-websec-'))
  writeFileSync(join(dist, 'index.html'), readFileSync(join(root, 'index.html'), 'utf8'))
  return dist
}

let n = 0
async function signInCookies(t: Awaited<ReturnType<typeof testApp>>) {
  const email = `cookie${process.pid}${++n}${Date.now().toString(36)}@example.com`
  const password = 'Cook1e!Jar-Lid'
  const created = await t.deps.auth.api.signUpEmail({
    body: { name: 'Cookie Monster', email, password, phoneNumber: `049${process.pid}${n}` },
  })
  await t.db.update(userTable).set({ emailVerified: true }).where(eq(userTable.id, created.user.id))
  const res = await t.json('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { origin: t.deps.env.APP_URL },
    json: { email, password },
  })
  expect(res.status).toBe(200)
  return res.headers.getSetCookie()
}

describe('web security over http (APP_URL http://)', async () => {
  const t = await testApp({ seed: true })
  const app = createApp(t.deps, { webDist: builtWeb() })
  const own = t.deps.env.APP_URL

  it('the page template has no inline script (the CSP allows none)', () => {
    const html = readFileSync(join(root, 'index.html'), 'utf8')
    expect(html).toMatch(/<script[^>]*\bsrc=/)
    expect(html).not.toMatch(inlineScript)
    expect(html).not.toMatch(/\son[a-z]+=/i)
  })

  it.each(['/', '/prompts/japan-planner'])(
    'page %s carries the page CSP, nosniff, frame denial and Referrer-Policy, and no HSTS',
    async (path) => {
      const res = await app.request(path)
      const csp = res.headers.get('content-security-policy') ?? ''
      expect(csp).toContain("script-src 'self'")
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
      expect(csp).toContain("default-src 'self'")
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).toContain("object-src 'none'")
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('x-frame-options')).toBe('DENY')
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin')
      expect(res.headers.get('strict-transport-security')).toBeNull()
    },
  )

  // Decision 0041: data answers keep the headers that guard data and drop those only a document reads.
  it.each(['/api/templates?limit=1', '/api/me', '/api/nope'])(
    'API answer %s allows nothing to load or frame it, cannot be sniffed or read cross-site, and has no HSTS',
    async (path) => {
      const res = await app.request(path)
      expect(res.headers.get('content-type')).toMatch(/^application\/json/)
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'")
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('x-frame-options')).toBe('DENY')
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin')
      expect(res.headers.get('strict-transport-security')).toBeNull()
      for (const documentOnly of [
        'cross-origin-opener-policy',
        'origin-agent-cluster',
        'referrer-policy',
        'x-dns-prefetch-control',
        'x-download-options',
        'x-permitted-cross-domain-policies',
        'x-xss-protection',
      ])
        expect(res.headers.get(documentOnly), documentOnly).toBeNull()
    },
  )

  it('a forwarded https header from the client does not turn HSTS on', async () => {
    const res = await app.request('/', { headers: { 'x-forwarded-proto': 'https' } })
    expect(res.headers.get('strict-transport-security')).toBeNull()
  })

  it('session cookies are HttpOnly and SameSite=Lax, not Secure over http', async () => {
    const cookies = await signInCookies(t)
    const session = cookies.find((c) => c.startsWith('better-auth.session_token='))
    expect(session, cookies.join('\n')).toBeDefined()
    for (const c of cookies) {
      expect(c).toMatch(/;\s*HttpOnly/i)
      expect(c).toMatch(/;\s*SameSite=Lax/i)
      expect(c).not.toMatch(/;\s*Secure/i)
    }
  })

  const foreign: Record<string, string>[] = [
    { origin: 'https://evil.example' },
    { origin: 'null' },
    { origin: own.replace('localhost', '127.0.0.1') },
    { 'sec-fetch-site': 'cross-site' },
    { 'sec-fetch-site': 'same-site' },
  ]
  const stateChanging = [
    ['POST', '/api/functions/purchase-prompt', { promptId: 'japan-planner', method: 'credits' }],
    ['POST', '/api/functions/redeem-gift-code', { code: 'ABCD-EFGH' }],
    ['PUT', '/api/preferences', {}],
    ['PATCH', '/api/customizations/x', {}],
    ['DELETE', '/api/customizations/x', undefined],
    ['POST', '/api/auth/sign-up/email', { name: 'A', email: 'a@example.com', password: 'x' }],
    ['POST', '/api/auth/sign-in/email', { email: 'a@example.com', password: 'x' }],
    ['POST', '/api/auth/sign-out', {}],
  ] as const

  it('refuses state-changing API calls sent from another site with 403 and the JSON error', async () => {
    const member = await t.signedInUser({ credits: 100 })
    for (const [method, path, json] of stateChanging)
      for (const headers of foreign) {
        const res = await t.json(path, {
          method,
          headers: { cookie: member.headers.cookie, ...headers },
          json,
        })
        expect(res.status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(403)
        expect(res.data).toEqual({
          error: { code: 'cross_origin_forbidden', message: 'Requests from other websites are not allowed' },
        })
      }
    // Nothing happened: the member still has all credits and owns nothing.
    const me = await t.json('/api/me', { headers: member.headers })
    expect(me.data.balance).toBe(100)
    // The same purchase from our own origin, and from a client that is not a browser, goes through.
    const buy = { promptId: 'japan-planner', method: 'credits' }
    const ok = await t.json('/api/functions/purchase-prompt', {
      method: 'POST',
      headers: member.headers,
      json: buy,
    })
    expect(ok.status, JSON.stringify(ok.data)).toBeLessThan(300)
    const pref = await t.json('/api/preferences', {
      method: 'PUT',
      headers: { cookie: member.headers.cookie, 'sec-fetch-site': 'same-origin' },
      json: { toneOfVoice: 'friendly', aiRole: 'coach', outputFormat: 'stepbystep', culturalContext: 'au' },
    })
    expect(pref.status, JSON.stringify(pref.data)).toBeLessThan(300)
  })

  it('reads (GET) from another site are not refused by the guard, and the signed webhook is exempt', async () => {
    const res = await t.json('/api/templates?limit=1', { headers: { origin: 'https://evil.example' } })
    expect(res.status).toBe(200)
    const hook = await t.json('/api/webhooks/stripe', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'stripe-signature': 't=1,v1=bad' },
      json: { id: 'evt_1' },
    })
    expect(hook.data?.error?.code).not.toBe('cross_origin_forbidden')
    expect(hook.status).toBeLessThan(500)
  })

  it('refuses a request body over 1 MB with 413 before any route reads it; reads are not affected', async () => {
    const { headers } = await t.signedInUser()
    const big = 'x'.repeat(1024 * 1024 + 1)
    for (const [method, path] of [
      ['POST', '/api/customizations'],
      ['PUT', '/api/account/profile'],
      ['POST', '/api/functions/ai-search-prompts'],
    ] as const) {
      const res = await t.json(path, {
        method,
        headers: { ...headers, 'content-type': 'application/json', 'content-length': String(big.length) },
        body: big,
      })
      expect(res.status, `${method} ${path}`).toBe(413)
      expect(res.data).toEqual({ error: { code: 'payload_too_large', message: 'The request is too large' } })
    }
    expect((await t.json('/api/templates?limit=1')).status).toBe(200)
  })
  it(`refuses each of the ${commonPasswordCount} most common passwords, also decorated to pass the rules`, () => {
    const list = [...commonPasswords()]
    expect(list).toHaveLength(commonPasswordCount)
    expect(list.slice(0, 3)).toEqual(['123456', 'password', '12345678'])
    const cap = (p: string) => p.charAt(0).toUpperCase() + p.slice(1)
    const accepted = list.filter(
      (p) =>
        !isCommonPassword(p) || !isCommonPassword(`${cap(p)}1!`) || !isCommonPassword(`${p.toUpperCase()}!`),
    )
    // Entries shorter than 4 characters carry no signal on their own ("abc" inside a long password).
    expect(accepted.filter((p) => p.length >= 4)).toEqual([])
    for (const p of ['P@ssw0rd1!', 'Qwerty123!', 'Dragon#2024', '!Monkey99', 'L3tm3In!!'])
      expect(isCommonPassword(p), p).toBe(true)
    for (const p of ['Str0ng!Passw0rd', 'C0bol!Rules', 'Cook1e!Jar-Lid', 'Tq8#vLm2!pZ'])
      expect(isCommonPassword(p), p).toBe(false)
  })

  it('sign-up refuses a common password with a clear message and creates nothing', async () => {
    const email = `common${process.pid}@example.com`
    const res = await t.json('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { origin: own },
      json: { name: 'Common Pat', email, password: 'P@ssw0rd1!', phoneNumber: '0499000111' },
    })
    expect(res.status).toBe(400)
    expect(res.data).toEqual({ error: { code: 'weak_password', message: commonPasswordMessage } })
    expect(await t.db.select().from(userTable).where(eq(userTable.email, email))).toEqual([])
    const good = await t.json('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { origin: own },
      json: { name: 'Rare Pat', email, password: 'Tq8#vLm2!pZ', phoneNumber: '0499000111' },
    })
    expect(good.status, JSON.stringify(good.data)).toBe(200)
  })
})

describe('web security over https (APP_URL https://)', async () => {
  const t = await testApp({ env: { APP_URL: 'https://shop.example' } })
  const app = createApp(t.deps, { webDist: builtWeb() })

  it('sends HSTS on pages and API, and upgrade-insecure-requests on pages (an API answer loads nothing)', async () => {
    for (const path of ['/', '/api/templates?limit=1']) {
      const res = await app.request(path)
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
    }
    expect((await app.request('/')).headers.get('content-security-policy')).toContain(
      'upgrade-insecure-requests',
    )
    expect((await app.request('/api/templates?limit=1')).headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    )
  })

  it('session cookies are Secure (and __Secure- prefixed), HttpOnly and SameSite=Lax', async () => {
    const cookies = await signInCookies(t)
    expect(cookies.some((c) => c.startsWith('__Secure-better-auth.session_token='))).toBe(true)
    for (const c of cookies) {
      expect(c).toMatch(/;\s*Secure/i)
      expect(c).toMatch(/;\s*HttpOnly/i)
      expect(c).toMatch(/;\s*SameSite=Lax/i)
    }
  })
})
