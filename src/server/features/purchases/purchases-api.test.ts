import { describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { testApp } from '../../testing/test-app.ts'
import { range } from '../../testing/given.ts'
import { promptPurchases } from '../../db/schema/purchases.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { creditTransactions } from '../../db/schema/credits.ts'
import { currentBalance, ledgerInvariant } from '../credits/public.ts'
import type { RealtimeEvent } from '../realtime/public.ts'
import type { PurchasePromptBody } from '../../../shared/payments/payment-bodies.ts'

// Prompt purchases from the detail pages: with credits (japan-planner is Super: 8 credits, $25.00; manifestation-mentor
// is Boost: 4 credits, $15.98) or with a one-time payment through the local checkout.
describe('prompt purchases', async () => {
  const app = await testApp({ seed: true })
  const { json, db, mail, deps, read } = app
  const published: RealtimeEvent[] = []
  deps.events.subscribe((e) => published.push(e))

  type Who = { headers: Record<string, string> }
  const purchase = (who: Who | null, body: PurchasePromptBody) =>
    read(app.as(who).functions['purchase-prompt'].$post({ json: body }))
  // Bodies the typed client would refuse to send (bad types, extra fields): raw, as a hostile browser would.
  const purchaseRaw = (who: Who, body: unknown) =>
    json('/api/functions/purchase-prompt', { method: 'POST', headers: who.headers, json: body })
  const verify = (who: Who, sessionId: string) =>
    read(app.as(who).functions['verify-prompt-payment'].$post({ json: { sessionId } }))
  const pay = (who: Who, sessionId: string) =>
    read(app.as(who).payments.local[':sessionId'].pay.$post({ param: { sessionId } }))
  const access = (who: Who | null, promptId: string) =>
    read(app.as(who).purchases[':promptId'].access.$get({ param: { promptId } }))
  const purchasesOf = (userId: string) =>
    db
      .select()
      .from(promptPurchases)
      .where(and(eq(promptPurchases.userId, userId), eq(promptPurchases.status, 'completed')))

  describe('with credits', () => {
    it('needs a signed-in member', async () => {
      const res = await purchase(null, { promptId: 'japan-planner', method: 'credits' })
      expect(res.status).toBe(401)
      expect(res.error?.message).toBe('Authentication required')
    })

    it('answers bad bodies and unknown prompts with 4xx and the error body', async () => {
      const buyer = await app.signedInUser({ credits: 20 })
      for (const body of [
        {},
        { promptId: '' },
        { promptId: 'japan-planner', method: 'cash' },
        { promptId: 3 },
        'x',
      ]) {
        const res = await purchaseRaw(buyer, body)
        expect(res.status, JSON.stringify(body)).toBe(400)
        expect(res.data.error.code).toBe('validation_failed')
      }
      const unknown = await purchase(buyer, { promptId: 'no-such-prompt', method: 'credits' })
      expect(unknown.status).toBe(404)
      expect(unknown.error).toEqual({ code: 'not_found', message: 'Prompt not found' })
      expect(await currentBalance(db, buyer.id)).toBe(20)
    })

    it('spends the cost from the template row, ignoring the amount the browser sends', async () => {
      const buyer = await app.signedInUser({ credits: 10 })
      const res = await purchaseRaw(buyer, {
        promptId: 'japan-planner',
        method: 'credits',
        amount: 1,
        creditsCost: 0,
      })
      expect(res.status).toBe(200)
      expect(res.data).toEqual({
        success: true,
        method: 'credits',
        promptId: 'japan-planner',
        alreadyOwned: false,
        creditsUsed: 8,
        balance: 2,
        checkout_url: null,
      })
      expect(await currentBalance(db, buyer.id)).toBe(2)
      expect(await purchasesOf(buyer.id)).toMatchObject([
        { promptId: 'japan-planner', purchaseMethod: 'credits', creditsSpent: 8 },
      ])
      expect((await access(buyer, 'japan-planner')).data).toEqual({
        promptId: 'japan-planner',
        name: 'Japan Planner',
        owned: true,
        creditsCost: 8,
        priceCents: 2500,
      })
      expect(published).toContainEqual({ type: 'balance', userId: buyer.id, balance: 2 })
      const delivered = mail.sent.filter(
        (m) => m.to === buyer.email && m.subject.startsWith('Your PromptMarket purchase'),
      )
      expect(delivered).toHaveLength(1)
      expect(delivered[0].subject).toContain('Japan Planner')
      expect(delivered[0].text).toContain('/dashboard')
    })

    it('uses the price in the database at the time of purchase', async () => {
      const buyer = await app.signedInUser({ credits: 10 })
      await db.update(promptTemplates).set({ creditsCost: 3 }).where(eq(promptTemplates.id, 'email-polisher'))
      const res = await purchase(buyer, { promptId: 'email-polisher', method: 'credits' })
      expect(res.data.creditsUsed).toBe(3)
      expect(await currentBalance(db, buyer.id)).toBe(7)
    })

    it('refuses when the balance is short, with the spec message, and changes nothing', async () => {
      const buyer = await app.signedInUser({ credits: 3 })
      const res = await purchase(buyer, { promptId: 'manifestation-mentor', method: 'credits' })
      expect(res.status).toBe(422)
      expect(res.error).toEqual({
        code: 'insufficient_credits',
        message: 'You need at least 4 credit(s) for this action',
      })
      expect(await currentBalance(db, buyer.id)).toBe(3)
      expect(await purchasesOf(buyer.id)).toEqual([])
      expect((await access(buyer, 'manifestation-mentor')).data.owned).toBe(false)
    })

    it('charges nothing for a prompt already owned', async () => {
      const buyer = await app.signedInUser({ credits: 8 })
      await purchase(buyer, { promptId: 'manifestation-mentor', method: 'credits' })
      const again = await purchase(buyer, { promptId: 'manifestation-mentor', method: 'credits' })
      expect(again.data).toMatchObject({ success: true, alreadyOwned: true, creditsUsed: 0, balance: 4 })
      const direct = await purchase(buyer, { promptId: 'manifestation-mentor', method: 'direct' })
      expect(direct.data).toMatchObject({ success: true, alreadyOwned: true, checkout_url: null })
      expect(await currentBalance(db, buyer.id)).toBe(4)
    })

    it('charges once when the same purchase is sent five times at once', async () => {
      const buyer = await app.signedInUser({ credits: 20 })
      const results = await Promise.all(
        range(5).map(() => purchase(buyer, { promptId: 'japan-planner', method: 'credits' })),
      )
      for (const r of results) expect(r.status).toBe(200)
      expect(results.filter((r) => !r.data.alreadyOwned)).toHaveLength(1)
      expect(await currentBalance(db, buyer.id)).toBe(12)
      expect(await purchasesOf(buyer.id)).toHaveLength(1)
      const spends = await db
        .select()
        .from(creditTransactions)
        .where(and(eq(creditTransactions.userId, buyer.id), eq(creditTransactions.transactionType, 'spend')))
      expect(spends).toHaveLength(1)
    })

    it('spends on different prompts concurrently without going below zero', async () => {
      const buyer = await app.signedInUser({ credits: 8 })
      const ids = ['manifestation-mentor', 'abundance-mindset', 'get-back-on-track']
      const results = await Promise.all(
        ids.map((promptId) => purchase(buyer, { promptId, method: 'credits' })),
      )
      expect(results.map((r) => r.status).sort()).toEqual([200, 200, 422])
      expect(await currentBalance(db, buyer.id)).toBe(0)
      expect(await purchasesOf(buyer.id)).toHaveLength(2)
      expect(await ledgerInvariant(db)).toEqual([])
    })
  })

  describe('with a one-time payment (local checkout)', () => {
    it('returns a checkout at the template price; paying adds the prompt to the library', async () => {
      const buyer = await app.signedInUser()
      const res = await purchaseRaw(buyer, {
        promptId: 'manifestation-mentor',
        method: 'direct',
        priceAud: 0.01,
      })
      expect(res.status).toBe(200)
      expect(res.data).toMatchObject({ success: true, method: 'direct', alreadyOwned: false })
      const url: string = res.data.checkout_url
      expect(url).toMatch(/^\/checkout\/local\/cs_local_/)
      const sessionId = url.split('/').pop()!
      const checkout = await read(app.as(buyer).payments.local[':sessionId'].$get({ param: { sessionId } }))
      expect(checkout.data).toMatchObject({
        kind: 'prompt',
        item: 'Manifestation Mentor (one-time purchase)',
        amountCents: 1598,
        credits: 0,
      })
      expect((await verify(buyer, sessionId)).data.success).toBe(false)
      const paid = await pay(buyer, sessionId)
      expect(paid.data.redirect).toBe(
        `/payment/success?session_id=${sessionId}&type=prompt&prompt_id=manifestation-mentor`,
      )
      for (const _ of range(2)) {
        const verified = await verify(buyer, sessionId)
        expect(verified.data).toEqual({
          success: true,
          promptId: 'manifestation-mentor',
          status: 'completed',
        })
      }
      expect(await purchasesOf(buyer.id)).toMatchObject([
        { promptId: 'manifestation-mentor', purchaseMethod: 'direct' },
      ])
      expect(await currentBalance(db, buyer.id)).toBe(0)
      expect(
        mail.sent.filter((m) => m.to === buyer.email && m.subject.startsWith('Your PromptMarket purchase')),
      ).toHaveLength(1)
    })

    it('a cancelled checkout gives no access', async () => {
      const buyer = await app.signedInUser()
      const res = await purchase(buyer, { promptId: 'networking-mentor', method: 'direct' })
      const sessionId = res.data.checkout_url!.split('/').pop()!
      await read(app.as(buyer).payments.local[':sessionId'].cancel.$post({ param: { sessionId } }))
      expect((await pay(buyer, sessionId)).status).toBe(409)
      const verified = await verify(buyer, sessionId)
      expect(verified.data).toMatchObject({ success: false, status: 'cancelled' })
      expect((await access(buyer, 'networking-mentor')).data.owned).toBe(false)
    })

    it("cannot verify another member's prompt payment", async () => {
      const buyer = await app.signedInUser()
      const other = await app.signedInUser()
      const res = await purchase(buyer, { promptId: 'europe-planner', method: 'direct' })
      const sessionId = res.data.checkout_url!.split('/').pop()!
      await pay(buyer, sessionId)
      const verified = await verify(other, sessionId)
      expect(verified.status).toBe(404)
      expect((await access(other, 'europe-planner')).data.owned).toBe(false)
    })

    it('a second paid checkout for an owned prompt keeps one purchase row', async () => {
      const buyer = await app.signedInUser()
      const first = (await purchase(buyer, { promptId: 'japan-planner', method: 'direct' })).data.checkout_url
      const second = (await purchase(buyer, { promptId: 'japan-planner', method: 'direct' })).data
        .checkout_url
      for (const url of [first!, second!]) {
        const res = await pay(buyer, url.split('/').pop()!)
        expect(res.status).toBe(200)
      }
      expect(await purchasesOf(buyer.id)).toHaveLength(1)
    })
  })

  describe('GET /api/purchases/:promptId/access', () => {
    it('needs sign-in, knows unknown prompts, and tells owners apart', async () => {
      const buyer = await app.signedInUser()
      expect((await access(null, 'japan-planner')).status).toBe(401)
      expect((await access(buyer, 'no-such-prompt')).status).toBe(404)
      expect((await access(buyer, 'x'.repeat(201))).status).toBe(400)
      expect((await access(buyer, 'daily-focus-planner')).data).toMatchObject({
        owned: false,
        creditsCost: 2,
        priceCents: 799,
      })
    })
  })
})
