import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orders } from '../../db/schema/payments.ts'
import { testApp } from '../../testing/test-app.ts'
import type { CreatePaymentBody, PurchasePromptBody } from '../../../shared/payments/payment-bodies.ts'

// Issue 13: the delivery e-mail of each paid order links that order's receipt page; a purchase with credits has none.
describe('delivery e-mail', async () => {
  const t = await testApp({ seed: true, env: { SELLER_ABN: '12 345 678 901' } })
  type Who = Awaited<ReturnType<typeof t.signedInUser>>
  const { read } = t
  const createPayment = (who: Who, body: CreatePaymentBody) =>
    read(t.as(who).functions['create-payment'].$post({ json: body }))
  const purchase = (who: Who, body: PurchasePromptBody) =>
    read(t.as(who).functions['purchase-prompt'].$post({ json: body }))
  const pay = async (who: Who, url: string) => {
    const sessionId = url.split('/').pop()!
    expect(
      (await read(t.as(who).payments.local[':sessionId'].pay.$post({ param: { sessionId } }))).status,
    ).toBe(200)
    const [order] = await t.db.select().from(orders).where(eq(orders.providerSessionId, sessionId))
    return order!
  }
  const deliveries = (who: Who) =>
    t.mail.sent.filter((m) => m.to === who.email && m.subject.startsWith('Your PromptMarket purchase'))
  const receiptLines = (text: string) => text.split('\n').filter((l) => l.startsWith('Your receipt'))

  it('links the receipt of the very order, for credit packages and direct prompt purchases', async () => {
    const buyer = await t.signedInUser()
    const credits = await pay(buyer, (await createPayment(buyer, { packageId: 'starter' })).data.url)
    const direct = await purchase(buyer, {
      promptId: 'email-polisher',
      method: 'direct',
    })
    const prompt = await pay(buyer, direct.data.checkout_url!)
    const [first, second] = deliveries(buyer)
    expect(receiptLines(first!.text)).toEqual([
      `Your receipt (amount incl. GST): http://localhost:3000/account/receipts/${credits.id}`,
    ])
    expect(receiptLines(second!.text)).toEqual([
      `Your receipt (amount incl. GST): http://localhost:3000/account/receipts/${prompt.id}`,
    ])
    // The link opens that order's receipt for its buyer.
    const receipt = await read(t.as(buyer).account.orders[':id'].receipt.$get({ param: { id: prompt.id } }))
    expect(receipt.status).toBe(200)
    expect(receipt.data.orderId).toBe(prompt.id)
  })

  it('has no receipt line for a prompt bought with credits (no payment, no receipt)', async () => {
    const buyer = await t.signedInUser({ credits: 20 })
    expect((await purchase(buyer, { promptId: 'email-polisher', method: 'credits' })).status).toBe(200)
    const [mail] = deliveries(buyer)
    expect(mail).toBeDefined()
    expect(receiptLines(mail!.text)).toEqual([])
  })
})
