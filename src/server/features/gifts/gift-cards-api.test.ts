import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { testApp } from '../../testing/test-app.ts'
import { range } from '../../testing/given.ts'
import { orders } from '../../db/schema/payments.ts'
import { giftCodes } from '../../db/schema/gifts.ts'
import { currentBalance, ledgerInvariant } from '../credits/public.ts'
import type { PurchaseGiftCardBody } from '../../../shared/gifts/purchase-gift-card-body.ts'

// Gift cards through the local test checkout (PAYMENTS_PROVIDER=local, the default).
describe('gift card purchase API', async () => {
  const app = await testApp()
  const { json, db, mail, read } = app
  type Who = { headers: Record<string, string> } | null
  // Bodies the typed client would refuse to send (tampered or malformed): raw, as a hostile browser would.
  const postRaw = (path: string, who: Who, body: unknown) =>
    json(path, { method: 'POST', headers: who?.headers ?? {}, json: body })
  const explorer = { packageId: 'explorer', credits: 8, priceAud: 25 }
  const purchaseGiftCard = (who: Who, body: PurchaseGiftCardBody) =>
    read(app.as(who).functions['purchase-gift-card'].$post({ json: body }))

  async function buyGiftCard(
    who: { headers: Record<string, string> },
    body: PurchaseGiftCardBody = explorer,
  ) {
    const res = await purchaseGiftCard(who, body)
    expect(res.status).toBe(200)
    const sessionId = res.data.sessionUrl.split('/').pop()!
    return { sessionUrl: res.data.sessionUrl, sessionId }
  }
  const pay = (who: Who, sessionId: string) =>
    read(app.as(who).payments.local[':sessionId'].pay.$post({ param: { sessionId } }))
  const verify = (who: Who, sessionId: string) =>
    read(app.as(who).functions['verify-gift-payment'].$post({ json: { sessionId } }))

  it('needs a signed-in member', async () => {
    expect((await purchaseGiftCard(null, explorer)).status).toBe(401)
    expect((await verify(null, 'x')).status).toBe(401)
  })

  it('rejects tampered or malformed bodies, and makes no order for them', async () => {
    const buyer = await app.signedInUser()
    const tampered = [
      { packageId: 'explorer', credits: 20, priceAud: 25 },
      { packageId: 'explorer', credits: 8, priceAud: 0.01 },
      { packageId: 'starter', credits: 8, priceAud: 25 },
      { packageId: 'pro', credits: 20, priceAud: 49.89 },
      { packageId: 'mega', credits: 8, priceAud: 25 },
      { packageId: 'explorer', credits: -8, priceAud: 25 },
      { packageId: 'explorer', credits: 8.5, priceAud: 25 },
      { packageId: 'explorer', credits: '8', priceAud: '25' },
      { packageId: 'explorer' },
      {},
      [],
      'gift',
    ]
    for (const body of tampered) {
      const res = await postRaw('/api/functions/purchase-gift-card', buyer, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.data.error.code).toBeTypeOf('string')
    }
    const malformed = await json('/api/functions/purchase-gift-card', {
      method: 'POST',
      headers: { ...buyer.headers, 'content-type': 'application/json' },
      body: '{"packageId":',
    })
    expect(malformed.status).toBe(400)
    expect(await db.select().from(orders).where(eq(orders.userId, buyer.id))).toEqual([])
  })

  it('accepts each package at its own credits and price', async () => {
    const buyer = await app.signedInUser()
    for (const body of [
      { packageId: 'starter', credits: 2, priceAud: 7.99 },
      explorer,
      { packageId: 'pro', credits: 20, priceAud: 49.9 },
    ]) {
      const { sessionId } = await buyGiftCard(buyer, body)
      const [order] = await db.select().from(orders).where(eq(orders.providerSessionId, sessionId))
      expect(order).toMatchObject({
        userId: buyer.id,
        kind: 'gift',
        packageId: body.packageId,
        credits: body.credits,
        amountCents: Math.round(body.priceAud * 100),
        status: 'pending',
      })
    }
  })

  it('pays, verifies once with the same code every time, e-mails it, lists it, and lets a friend redeem it', async () => {
    const buyer = await app.signedInUser({ credits: 1 })
    const friend = await app.signedInUser()
    const { sessionUrl, sessionId } = await buyGiftCard(buyer)
    expect(sessionUrl).toBe(`/checkout/local/${sessionId}`)

    const early = await verify(buyer, sessionId)
    expect(early.status).toBe(200)
    expect(early.data).toMatchObject({ success: false, credits: 0, giftCode: null })
    expect((await read(app.as(buyer)['gift-cards'].$get())).data.items).toEqual([])

    const paid = await pay(buyer, sessionId)
    expect(paid.status).toBe(200)
    expect(paid.data.redirect).toBe(`/payment/success?session_id=${sessionId}&type=gift`)

    const answers = await Promise.all(range(5).map(() => verify(buyer, sessionId)))
    const codes = new Set(answers.map((a) => a.data.giftCode))
    expect(codes.size).toBe(1)
    const giftCode = [...codes][0] as string
    expect(giftCode).toMatch(/^[A-HJKMNP-Z2-9]{4}(-[A-HJKMNP-Z2-9]{4}){3}$/)
    for (const a of answers) expect(a.data).toMatchObject({ success: true, credits: 8, giftCode })
    expect(await db.select().from(giftCodes).where(eq(giftCodes.purchaserId, buyer.id))).toHaveLength(1)
    // Buying a gift card does not touch the buyer's own balance.
    expect(await currentBalance(db, buyer.id)).toBe(1)

    const mails = mail.sent.filter((m) => m.to === buyer.email && m.text.includes(giftCode))
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toContain('Gift card: 8 credits')

    const listed = await read(app.as(buyer)['gift-cards'].$get())
    expect(listed.data.items).toEqual([
      { id: expect.any(String), code: giftCode, credits: 8, createdAt: expect.any(String) },
    ])

    const redeemed = await read(
      app.as(friend).functions['redeem-gift-code'].$post({ json: { code: giftCode } }),
    )
    expect(redeemed.data).toEqual({ credits: 8, balance: 8 })
    expect((await read(app.as(buyer)['gift-cards'].$get())).data.items).toEqual([])
    // The success page may be reloaded after the code was used: it still answers the code it delivered.
    expect((await verify(buyer, sessionId)).data).toMatchObject({ success: true, giftCode })
    expect(await ledgerInvariant(db)).toEqual([])
  })

  it('answers verify only to the buyer, and only for gift checkouts', async () => {
    const buyer = await app.signedInUser()
    const stranger = await app.signedInUser()
    const { sessionId } = await buyGiftCard(buyer)
    await pay(buyer, sessionId)
    const res = await verify(stranger, sessionId)
    expect(res.status).toBe(404)
    expect(JSON.stringify(res.data)).not.toMatch(/[A-Z0-9]{4}-[A-Z0-9]{4}/)
    expect((await verify(buyer, 'cs_unknown')).status).toBe(404)
    const credits = await read(
      app.as(buyer).functions['create-payment'].$post({ json: { packageId: 'starter' } }),
    )
    expect((await verify(buyer, credits.data.sessionId)).status).toBe(404)
    expect((await postRaw('/api/functions/verify-gift-payment', buyer, {})).status).toBe(400)
  })

  it('makes one code when the verify call and the payment race', async () => {
    const buyer = await app.signedInUser()
    const { sessionId } = await buyGiftCard(buyer, { packageId: 'starter', credits: 2, priceAud: 7.99 })
    await Promise.all([pay(buyer, sessionId), ...range(5).map(() => verify(buyer, sessionId))])
    const final = await verify(buyer, sessionId)
    expect(final.data).toMatchObject({ success: true, credits: 2 })
    expect(await db.select().from(giftCodes).where(eq(giftCodes.purchaserId, buyer.id))).toHaveLength(1)
  })
})
