import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { testApp } from '../../testing/test-app.ts'
import { giftCodes, giftDeliveries } from '../../db/schema/gifts.ts'
import { orders } from '../../db/schema/payments.ts'
import { addDays, pastDateMessage, sydneyDate } from '../../../shared/gifts/gift-calendar.ts'
import type { GiftRecipientInput } from '../../../shared/gifts/gift-recipient.ts'
import { deliverDueGifts } from './deliver-due-gifts.ts'
import { resendGapMs } from './resend-gift-delivery.ts'
import { changeGiftDelivery } from './change-gift-delivery.ts'
import { resendGiftDelivery } from './resend-gift-delivery.ts'
import { refundOrder } from '../payments/public.ts'

// Gift cards sent to a person (issue 20), through the local test checkout.
describe('gift cards sent to a person', async () => {
  const app = await testApp()
  const { db, mail, read } = app
  type Who = { headers: Record<string, string> }
  const today = () => sydneyDate(new Date())
  const recipient = (over: Partial<GiftRecipientInput> = {}): GiftRecipientInput => ({
    name: 'Robin Friend',
    email: `robin-${Math.random().toString(36).slice(2, 8)}@example.com`,
    message: 'Happy birthday!\nEnjoy some prompts.',
    deliverOn: today(),
    ...over,
  })
  const purchase = (who: Who, r: GiftRecipientInput) =>
    read(
      app.as(who).functions['purchase-gift-card'].$post({
        json: { packageId: 'explorer', credits: 8, priceAud: 25, recipient: r as never },
      }),
    )

  /** Buys and pays a gift card for `r`; answers the delivery row's id. */
  async function giveGift(who: Who, r: GiftRecipientInput) {
    const res = await purchase(who, r)
    expect(res.status, JSON.stringify(res.data)).toBe(200)
    const sessionId = res.data.sessionUrl.split('/').pop()!
    const paid = await read(app.as(who).payments.local[':sessionId'].pay.$post({ param: { sessionId } }))
    expect(paid.status).toBe(200)
    const verified = await read(app.as(who).functions['verify-gift-payment'].$post({ json: { sessionId } }))
    expect(verified.status).toBe(200)
    const [order] = await db.select().from(orders).where(eq(orders.providerSessionId, sessionId))
    const [delivery] = await db.select().from(giftDeliveries).where(eq(giftDeliveries.orderId, order.id))
    return { id: delivery.id, sessionId, verified: verified.data, orderId: order.id }
  }
  const list = (who: Who) => read(app.as(who)['gift-deliveries'].$get())
  const change = (who: Who, id: string, body: { name: string; email: string; deliverOn: string }) =>
    read(app.as(who)['gift-deliveries'][':id'].$patch({ param: { id }, json: body }))
  const resend = (who: Who, id: string) =>
    read(app.as(who)['gift-deliveries'][':id'].resend.$post({ param: { id } }))
  const mailsTo = (to: string) => mail.sent.filter((m) => m.to === to)

  it('stores the recipient with the order, schedules it in the fulfilling transaction, and sends it once after commit', async () => {
    const giver = await app.signedInUser({ name: 'Gina Giver' })
    const r = recipient()
    const gift = await giveGift(giver, r)
    expect(gift.verified).toMatchObject({
      success: true,
      credits: 8,
      delivery: { recipientName: 'Robin Friend', recipientEmail: r.email, deliverOn: r.deliverOn },
    })
    const [row] = await db.select().from(giftDeliveries).where(eq(giftDeliveries.id, gift.id))
    expect(row.status).toBe('scheduled')
    const [code] = await db.select().from(giftCodes).where(eq(giftCodes.orderId, gift.orderId))
    expect(row.giftCodeId).toBe(code.id)
    // The giver's receipt says who gets it and when; nothing reached the recipient inside the request.
    expect(mailsTo(giver.email).at(-1)?.text).toContain(`We will e-mail it to Robin Friend <${r.email}>`)
    expect(mailsTo(r.email)).toHaveLength(0)

    expect(await deliverDueGifts(app.deps)).toEqual({ claimed: 1, sent: 1 })
    expect(await deliverDueGifts(app.deps)).toEqual({ claimed: 0, sent: 0 })
    const [sentMail, ...more] = mailsTo(r.email)
    expect(more).toHaveLength(0)
    expect(sentMail.subject).toBe('Gina Giver sent you a PromptMarket gift card: 8 credits')
    expect(sentMail.text).toContain('worth 8 credits')
    expect(sentMail.text).toContain('> Happy birthday!\n> Enjoy some prompts.')
    expect(sentMail.text).toContain(`Your gift code: ${code.code}`)
    expect(sentMail.text).toContain(
      `http://localhost:3000/gifts/redeem?code=${encodeURIComponent(code.code)}`,
    )
    const listed = await list(giver)
    expect(listed.data.items).toEqual([
      expect.objectContaining({ id: gift.id, status: 'sent', credits: 8, code: code.code, canResend: true }),
    ])

    // Redeemed through the link's code by a new member: the giver sees it.
    const friend = await app.signedInUser()
    const redeemed = await read(
      app.as(friend).functions['redeem-gift-code'].$post({ json: { code: code.code } }),
    )
    expect(redeemed.status).toBe(200)
    expect((await list(giver)).data.items[0]).toMatchObject({ status: 'redeemed', canResend: false })
  })

  it('refuses a date in the past on Sydney’s calendar, and accepts today and later', async () => {
    const giver = await app.signedInUser()
    const ordersBefore = (await db.select().from(orders)).length
    const past = await purchase(giver, recipient({ deliverOn: addDays(today(), -1) }))
    expect(past.status).toBe(400)
    expect(past.error).toEqual({ code: 'invalid_delivery_date', message: pastDateMessage })
    expect((await db.select().from(orders)).length).toBe(ordersBefore)
    for (const bad of ['2026-02-30', 'tomorrow', '', addDays(today(), 400)])
      expect((await purchase(giver, recipient({ deliverOn: bad }))).status, bad).toBe(400)
    for (const bad of [{ name: '' }, { email: 'not-an-email' }, { message: 'x'.repeat(501) }])
      expect((await purchase(giver, recipient(bad))).status, JSON.stringify(bad)).toBe(400)
    expect((await db.select().from(orders)).length).toBe(ordersBefore)
    expect((await purchase(giver, recipient({ deliverOn: addDays(today(), 30) }))).status).toBe(200)
  })

  it('the calendar is Sydney’s: late evening UTC is already the next day', async () => {
    // 14:30 UTC on 1 March is 01:30 on 2 March in Sydney (AEDT, UTC+11).
    const now = new Date('2027-03-01T14:30:00Z')
    expect(sydneyDate(now)).toBe('2027-03-02')
    const giver = await app.signedInUser()
    const gift = await giveGift(giver, recipient({ deliverOn: addDays(today(), 3) }))
    await expect(
      changeGiftDelivery(db, {
        giverId: giver.id,
        id: gift.id,
        body: { name: 'R', email: 'r@example.com', deliverOn: '2027-03-01' },
        now,
      }),
    ).rejects.toMatchObject({ status: 400, message: pastDateMessage })
  })

  it('changes the date or address only before sending, with a clear 409 afterwards', async () => {
    const giver = await app.signedInUser()
    const gift = await giveGift(giver, recipient({ deliverOn: addDays(today(), 5) }))
    expect(await deliverDueGifts(app.deps)).toMatchObject({ sent: 0 })

    const newEmail = `new-${Math.random().toString(36).slice(2, 8)}@example.com`
    const changed = await change(giver, gift.id, { name: 'Robin F.', email: newEmail, deliverOn: today() })
    expect(changed.status).toBe(200)
    expect(changed.data.item).toMatchObject({
      recipientEmail: newEmail,
      deliverOn: today(),
      status: 'scheduled',
    })
    const past = await change(giver, gift.id, { name: 'R', email: newEmail, deliverOn: addDays(today(), -1) })
    expect(past.status).toBe(400)

    expect(await deliverDueGifts(app.deps)).toMatchObject({ sent: 1 })
    expect(mailsTo(newEmail)).toHaveLength(1)
    const late = await change(giver, gift.id, { name: 'R', email: 'other@example.com', deliverOn: today() })
    expect(late.status).toBe(409)
    expect(late.error?.code).toBe('gift_already_sent')
    expect(late.error?.message).toMatch(
      new RegExp(
        `^This gift card was already sent to ${newEmail.replace('.', '\\.')} on .+, so its date and address can no longer change\\. You can resend it instead\\.$`,
      ),
    )
    const [row] = await db.select().from(giftDeliveries).where(eq(giftDeliveries.id, gift.id))
    expect(row.recipientEmail).toBe(newEmail)
  })

  it('resends only sent, unredeemed cards, one every ten minutes', async () => {
    const giver = await app.signedInUser()
    const r = recipient({ deliverOn: addDays(today(), 2) })
    const gift = await giveGift(giver, r)
    const early = await resend(giver, gift.id)
    expect(early.status).toBe(409)
    expect(early.error?.code).toBe('gift_not_sent')

    await db.update(giftDeliveries).set({ deliverOn: today() }).where(eq(giftDeliveries.id, gift.id))
    await deliverDueGifts(app.deps)
    expect(mailsTo(r.email)).toHaveLength(1)
    // Right after sending: throttled.
    const soon = await resend(giver, gift.id)
    expect(soon.status).toBe(429)
    expect(soon.error?.message).toMatch(
      /^This gift card was e-mailed a moment ago\. You can resend it in \d+ minutes?\.$/,
    )

    const [row] = await db.select().from(giftDeliveries).where(eq(giftDeliveries.id, gift.id))
    const later = new Date(row.lastSentAt!.getTime() + resendGapMs)
    // Two clicks at once send once.
    const both = await Promise.allSettled([
      resendGiftDelivery(app.deps, { giverId: giver.id, id: gift.id, now: later }),
      resendGiftDelivery(app.deps, { giverId: giver.id, id: gift.id, now: later }),
    ])
    expect(both.filter((b) => b.status === 'fulfilled')).toHaveLength(1)
    expect(mailsTo(r.email)).toHaveLength(2)
    expect(mailsTo(r.email)[1].text).toBe(mailsTo(r.email)[0].text)

    // Redeemed: nothing to resend.
    const [code] = await db.select().from(giftCodes).where(eq(giftCodes.orderId, gift.orderId))
    const friend = await app.signedInUser()
    await read(app.as(friend).functions['redeem-gift-code'].$post({ json: { code: code.code } }))
    const afterRedeem = await resendGiftDelivery(app.deps, {
      giverId: giver.id,
      id: gift.id,
      now: new Date(later.getTime() + 2 * resendGapMs),
    }).catch((e: unknown) => e)
    expect(afterRedeem).toMatchObject({ status: 409, code: 'gift_redeemed' })
  })

  it('another member can neither see nor change a giver’s cards', async () => {
    const giver = await app.signedInUser()
    const other = await app.signedInUser()
    const r = recipient({ deliverOn: addDays(today(), 3) })
    const gift = await giveGift(giver, r)
    expect((await list(other)).data.items).toEqual([])
    const body = { name: 'Mallory', email: 'mallory@example.com', deliverOn: today() }
    const hijack = await change(other, gift.id, body)
    expect(hijack.status).toBe(404)
    expect(hijack.error?.message).toBe('Gift card not found')
    expect((await resend(other, gift.id)).status).toBe(404)
    const [row] = await db.select().from(giftDeliveries).where(eq(giftDeliveries.id, gift.id))
    expect(row.recipientEmail).toBe(r.email)
    // Visitors: 401; malformed ids and bodies: 4xx, never 5xx.
    expect((await app.json('/api/gift-deliveries')).status).toBe(401)
    expect((await app.json(`/api/gift-deliveries/${gift.id}`, { method: 'PATCH', json: body })).status).toBe(
      401,
    )
    for (const id of ['not-a-uuid', '1', "'; drop table x;--"]) {
      const res = await app.json(`/api/gift-deliveries/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        headers: giver.headers,
        json: body,
      })
      expect(res.status, id).toBe(400)
    }
    for (const bad of [{}, { ...body, email: 'x' }, { ...body, deliverOn: 5 }, []])
      expect(
        (
          await app.json(`/api/gift-deliveries/${gift.id}`, {
            method: 'PATCH',
            headers: giver.headers,
            json: bad,
          })
        ).status,
      ).toBe(400)
  })

  it('a refunded card is never sent', async () => {
    const giver = await app.signedInUser()
    const r = recipient({ deliverOn: addDays(today(), 1) })
    const gift = await giveGift(giver, r)
    await refundOrder(db, app.deps.payments, {
      adminId: 'admin',
      orderId: gift.orderId,
      reason: 'test',
      partial: false,
    })
    const [row] = await db.select().from(giftDeliveries).where(eq(giftDeliveries.id, gift.id))
    expect(row.status).toBe('cancelled')
    expect((await list(giver)).data.items[0]).toMatchObject({ status: 'refunded', canResend: false })
    const res = await change(giver, gift.id, { name: 'R', email: r.email, deliverOn: today() })
    expect(res.error?.code).toBe('gift_refunded')
    await deliverDueGifts(app.deps, { now: new Date(Date.now() + 3 * 86_400_000) })
    expect(mailsTo(r.email)).toHaveLength(0)
  })
})
