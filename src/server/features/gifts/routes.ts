import { Hono } from 'hono'
import type { AppEnv } from '../../app-env.ts'
import { clientIp } from '../../lib/client-ip.ts'
import { validate } from '../../lib/validate.ts'
import { requireUser } from '../auth/public.ts'
import { notifyFulfilment } from '../payments/public.ts'
import { redeemCodeBody } from '../../../shared/gifts/redeem-code-body.ts'
import { purchaseGiftCardBody } from '../../../shared/gifts/purchase-gift-card-body.ts'
import { verifyPaymentBody } from '../../../shared/payments/payment-bodies.ts'
import { redeemGiftCode } from './redeem-gift-code.ts'
import { listGiftCards } from './list-gift-cards.ts'
import { purchaseGiftCard } from './purchase-gift-card.ts'
import { verifyGiftPayment } from './verify-gift-payment.ts'
import { changeGiftDeliveryBody } from '../../../shared/gifts/gift-recipient.ts'
import { giftDeliveryParam } from '../../../shared/gifts/gift-delivery-param.ts'
import { listGiftDeliveries } from './list-gift-deliveries.ts'
import { changeGiftDelivery } from './change-gift-delivery.ts'
import { resendGiftDelivery } from './resend-gift-delivery.ts'

export const giftsRoutes = new Hono<AppEnv>()
  .post('/functions/redeem-gift-code', requireUser, validate('json', redeemCodeBody), async (c) =>
    c.json(
      await redeemGiftCode(c.var.deps, {
        userId: c.var.user.id,
        code: c.req.valid('json').code,
        ip: clientIp(c),
        userAgent: c.req.header('user-agent') ?? null,
      }),
    ),
  )
  .get('/gift-cards', requireUser, async (c) => c.json(await listGiftCards(c.var.deps.db, c.var.user.id)))
  .post('/functions/purchase-gift-card', requireUser, validate('json', purchaseGiftCardBody), async (c) => {
    const { deps, user } = c.var
    const result = await purchaseGiftCard(deps.db, {
      provider: deps.payments,
      appUrl: deps.env.APP_URL,
      userId: user.id,
      email: user.email,
      body: c.req.valid('json'),
    })
    return c.json(result)
  })
  .post('/functions/verify-gift-payment', requireUser, validate('json', verifyPaymentBody), async (c) => {
    const { deps, user } = c.var
    const { result, fulfilment } = await verifyGiftPayment(deps.db, {
      provider: deps.payments,
      sessionId: c.req.valid('json').sessionId,
      userId: user.id,
    })
    await notifyFulfilment(deps, fulfilment)
    return c.json(result)
  })
  .get('/gift-deliveries', requireUser, async (c) =>
    c.json(await listGiftDeliveries(c.var.deps.db, c.var.user.id)),
  )
  .patch(
    '/gift-deliveries/:id',
    requireUser,
    validate('param', giftDeliveryParam),
    validate('json', changeGiftDeliveryBody),
    async (c) => {
      const { deps, user } = c.var
      const { item, dueNow } = await changeGiftDelivery(deps.db, {
        giverId: user.id,
        id: c.req.valid('param').id,
        body: c.req.valid('json'),
      })
      if (dueNow) deps.jobs.wake()
      return c.json({ item })
    },
  )
  .post('/gift-deliveries/:id/resend', requireUser, validate('param', giftDeliveryParam), async (c) =>
    c.json(await resendGiftDelivery(c.var.deps, { giverId: c.var.user.id, id: c.req.valid('param').id })),
  )
