import { Hono } from 'hono'
import type { AppEnv } from '../../app-env.ts'
import { AppError } from '../../lib/errors.ts'
import { clientIp } from '../../lib/client-ip.ts'
import { validate } from '../../lib/validate.ts'
import { requireUser } from '../auth/public.ts'
import { publishBalance } from '../realtime/public.ts'
import { notifyFulfilment } from '../payments/public.ts'
import { redeemCodeBody } from '../../../shared/gifts/redeem-code-body.ts'
import { purchaseGiftCardBody } from '../../../shared/gifts/purchase-gift-card-body.ts'
import { verifyPaymentBody } from '../../../shared/payments/payment-bodies.ts'
import { redeemCode } from './redeem-code.ts'
import { assertRedeemAllowed, recordRedeemFailure } from './redeem-throttle.ts'
import { listGiftCards } from './list-gift-cards.ts'
import { purchaseGiftCard } from './purchase-gift-card.ts'
import { verifyGiftPayment } from './verify-gift-payment.ts'

export const giftsRoutes = new Hono<AppEnv>()
  .post('/functions/redeem-gift-code', requireUser, validate('json', redeemCodeBody), async (c) => {
    const { deps } = c.var
    const userId = c.var.user!.id
    const ip = clientIp(c)
    await assertRedeemAllowed(deps.db, { userId, ip })
    try {
      const { credits, balance } = await redeemCode(deps.db, { userId, code: c.req.valid('json').code })
      await publishBalance(deps, userId)
      return c.json({ credits, balance })
    } catch (err) {
      if (err instanceof AppError && err.code === 'invalid_code')
        await recordRedeemFailure(deps.db, { userId, ip, userAgent: c.req.header('user-agent') ?? null })
      throw err
    }
  })
  .get('/gift-cards', requireUser, async (c) => c.json(await listGiftCards(c.var.deps.db, c.var.user!.id)))
  .post('/functions/purchase-gift-card', requireUser, validate('json', purchaseGiftCardBody), async (c) => {
    const { deps, user } = c.var
    const result = await purchaseGiftCard(deps.db, {
      provider: deps.payments,
      appUrl: deps.env.APP_URL,
      userId: user!.id,
      email: user!.email,
      body: c.req.valid('json'),
    })
    return c.json(result)
  })
  .post('/functions/verify-gift-payment', requireUser, validate('json', verifyPaymentBody), async (c) => {
    const { deps, user } = c.var
    const { result, fulfilment } = await verifyGiftPayment(deps.db, {
      provider: deps.payments,
      sessionId: c.req.valid('json').sessionId,
      userId: user!.id,
    })
    await notifyFulfilment(deps, fulfilment)
    return c.json(result)
  })
