import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orders } from '../../db/schema/payments.ts'
import { testApp } from '../../testing/test-app.ts'

// A receipt is a tax invoice with GST only when the seller has an ABN; test payments say so on the receipt.
describe('receipt heading and GST', () => {
  const receiptOf = async (env: Record<string, string>) => {
    const t = await testApp({ seed: true, env })
    const buyer = await t.signedInUser({ name: 'Hana Heading' })
    const checkout = await t.json('/api/functions/create-payment', {
      method: 'POST',
      headers: buyer.headers,
      json: { packageId: 'explorer' },
    })
    const sessionId = checkout.data.sessionId as string
    await t.json(`/api/payments/local/${sessionId}/pay`, { method: 'POST', headers: buyer.headers })
    const [order] = await t.db.select().from(orders).where(eq(orders.providerSessionId, sessionId))
    const res = await t.json(`/api/account/orders/${order!.id}/receipt`, { headers: buyer.headers })
    const delivery = t.mail.sent.find(
      (m) => m.to === buyer.email && m.subject.startsWith('Your PromptMarket purchase'),
    )
    return { ...res, receiptLine: delivery?.text.split('\n').find((l) => l.startsWith('Your receipt')) }
  }

  it('is a "Tax invoice" with the GST when SELLER_ABN is set', async () => {
    const res = await receiptOf({ SELLER_ABN: '12 345 678 901', SELLER_NAME: 'Heading Co' })
    expect(res.status).toBe(200)
    expect(res.data).toMatchObject({
      title: 'Tax invoice',
      amountCents: 2500,
      gstCents: 227,
      testMode: true,
      seller: { name: 'Heading Co', abn: '12 345 678 901' },
    })
    expect(res.receiptLine).toMatch(/^Your receipt \(amount incl\. GST\): http/)
  })

  it('is a "Receipt" without GST when SELLER_ABN is not set', async () => {
    const res = await receiptOf({ SELLER_NAME: 'Heading Co' })
    expect(res.status).toBe(200)
    expect(res.data).toMatchObject({ title: 'Receipt', amountCents: 2500, gstCents: null, testMode: true })
    expect(res.data.seller.abn).toBe('')
    // The delivery e-mail does not speak of GST either.
    expect(res.receiptLine).toMatch(/^Your receipt: http/)
  })

  it('tells the page the seller, the support address and test mode through GET /api/seller', async () => {
    const t = await testApp({
      env: {
        SELLER_NAME: 'Heading Co',
        SELLER_ADDRESS: '2 Main St, Hobart TAS',
        SUPPORT_EMAIL: 'help@heading.test',
      },
    })
    const res = await t.json('/api/seller')
    expect(res.status).toBe(200)
    expect(res.data).toEqual({
      name: 'Heading Co',
      abn: '',
      address: '2 Main St, Hobart TAS',
      supportEmail: 'help@heading.test',
      testMode: true,
    })
  })
})
