import Stripe from 'stripe'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { startFakeStripe } from '../testing/fake-stripe.ts'
import { testApp } from '../testing/test-app.ts'
import { captureOutput } from '../testing/capture-output.ts'

// Issue 10: no password, session token, verification token, gift code, Stripe secret key, webhook secret or
// auth secret is written to the server's output through sign-up, confirmation, sign-in, payments (checkout,
// signed and forged webhooks, verify, a failing provider call), gift cards and redemption. Production mode,
// Stripe through the official SDK against the local fake API.
describe('secrets and tokens never reach the logs', async () => {
  const fake = await startFakeStripe()
  afterAll(() => fake.close())
  afterEach(() => vi.restoreAllMocks())
  const secrets = {
    STRIPE_SECRET_KEY: 'sk_test_LogLeakCanary51Hx9',
    STRIPE_WEBHOOK_SECRET: 'whsec_LogLeakCanary77Qm2',
    AUTH_SECRET: 'auth-secret-LogLeakCanary-0123456789abcdef',
  }
  const t = await testApp({
    seed: true,
    env: {
      NODE_ENV: 'production',
      ALLOW_OUTBOX_MAIL: 'true',
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_API_URL: fake.url,
      ...secrets,
    },
  })
  const origin = t.deps.env.APP_URL
  const signer = new Stripe(secrets.STRIPE_SECRET_KEY)

  it('through sign-up, confirmation, sign-in, checkouts, webhooks, verify, gift cards and redemption', async () => {
    const output = captureOutput()
    const password = 'Canary!Pass-9431'
    const email = `canary${Date.now()}@example.com`
    // Better Auth's /api/auth routes are outside AppType: raw; the app's own routes go through the typed client.
    const auth = (path: string, json: unknown, headers: Record<string, string> = {}) =>
      t.json(`/api/auth/${path}`, { method: 'POST', headers: { origin, ...headers }, json })

    expect(
      (await auth('sign-up/email', { name: 'Can Ary', email, password, phoneNumber: '0411999888' })).status,
    ).toBe(200)
    expect((await auth('sign-in/email', { email, password: 'Wrong!Pass-1234' })).status).toBe(401)
    const link = new URL(t.mail.sent.at(-1)!.text.match(/https?:\/\/\S+/)![0])
    const verificationToken = link.searchParams.get('token')!
    expect(verificationToken.length).toBeGreaterThan(10)
    expect((await t.app.request(link.pathname + link.search)).status).toBe(302)
    const signedIn = await auth('sign-in/email', { email, password })
    expect(signedIn.status).toBe(200)
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    const sessionToken = decodeURIComponent(cookie.split('=')[1]!.split('.')[0]!)
    const as = { cookie }
    const { read } = t
    const fn = t.client({ headers: { origin, ...as } }).functions

    // Credits: checkout, paid, a forged webhook, a signed one, verify.
    const checkout = await read(fn['create-payment'].$post({ json: { packageId: 'starter' } }))
    expect(checkout.status).toBe(200)
    const sessionId: string = checkout.data.sessionId
    fake.complete(sessionId)
    const payload = fake.event('checkout.session.completed', sessionId)
    const forged = await t.json('/api/webhooks/stripe', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=deadbeef' },
      body: payload,
    })
    expect(forged.status).toBe(400)
    const signed = await t.json('/api/webhooks/stripe', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signer.webhooks.generateTestHeaderString({
          payload,
          secret: secrets.STRIPE_WEBHOOK_SECRET,
        }),
      },
      body: payload,
    })
    expect(signed.status).toBe(200)
    expect((await read(fn['verify-credit-payment'].$post({ json: { sessionId } }))).data.success).toBe(true)

    // The provider fails once: the error is handled (and may be logged) without the key.
    fake.failNextRequests(1)
    expect(
      (await read(fn['create-payment'].$post({ json: { packageId: 'pro' } }))).status,
    ).toBeGreaterThanOrEqual(400)

    // A gift card bought and redeemed: its code is a bearer credential too.
    const gift = await read(
      fn['purchase-gift-card'].$post({ json: { packageId: 'starter', credits: 2, priceAud: 7.99 } }),
    )
    expect(gift.status).toBe(200)
    const giftSession = String(gift.data.sessionUrl).split('/').pop()!
    fake.complete(giftSession)
    const giftCode = (await read(fn['verify-gift-payment'].$post({ json: { sessionId: giftSession } }))).data
      .giftCode
    expect(giftCode).toBeTruthy()
    expect((await read(fn['redeem-gift-code'].$post({ json: { code: giftCode! } }))).status).toBe(200)
    expect(
      (await read(fn['redeem-gift-code'].$post({ json: { code: giftCode! } }))).status,
    ).toBeGreaterThanOrEqual(400)
    expect((await auth('sign-out', {}, as)).status).toBe(200)

    const log = output().join('\n')
    // The capture works: the failed sign-in and the provider failure are logged.
    expect(log).toContain('Simulated failure')
    const mustNotAppear = {
      password,
      sessionToken,
      verificationToken,
      giftCode,
      ...secrets,
    }
    for (const [name, value] of Object.entries(mustNotAppear))
      expect(log, `${name} was logged`).not.toContain(value)
  })
})
