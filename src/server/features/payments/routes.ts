import { Hono } from 'hono'
import type { AppEnv } from '../../app-env.ts'
import { validate } from '../../lib/validate.ts'
import { requireUser } from '../auth/public.ts'
import {
  checkoutSessionParam,
  createPaymentBody,
  verifyPaymentBody,
} from '../../../shared/payments/payment-bodies.ts'
import { createPayment } from './create-payment.ts'
import { verifyCreditPayment } from './verify-credit-payment.ts'
import { cancelLocalCheckout, getLocalCheckout, payLocalCheckout } from './local-checkout.ts'
import { receivePaymentWebhook } from './receive-payment-webhook.ts'
import { notifyFulfilment } from './notify-fulfilment.ts'
import { getPackageBadges } from './get-package-badges.ts'

export const paymentsRoutes = new Hono<AppEnv>()
  // The credit packs' badges, from sales (decision 0026): public, the same for everyone.
  .get('/credit-packages/badges', async (c) => c.json(await getPackageBadges(c.var.deps.db)))
  .post('/functions/create-payment', requireUser, validate('json', createPaymentBody), async (c) => {
    const { deps, user } = c.var
    const result = await createPayment(deps.db, {
      provider: deps.payments,
      appUrl: deps.env.APP_URL,
      userId: user.id,
      email: user.email,
      packageId: c.req.valid('json').packageId,
    })
    return c.json(result)
  })
  .post('/functions/verify-credit-payment', requireUser, validate('json', verifyPaymentBody), async (c) => {
    const { deps, user } = c.var
    const { result, fulfilment } = await verifyCreditPayment(deps.db, {
      provider: deps.payments,
      sessionId: c.req.valid('json').sessionId,
      userId: user.id,
    })
    await notifyFulfilment(deps, fulfilment)
    return c.json(result)
  })
  .get('/payments/local/:sessionId', requireUser, validate('param', checkoutSessionParam), async (c) => {
    const { deps, user } = c.var
    return c.json(
      await getLocalCheckout(deps.db, { sessionId: c.req.valid('param').sessionId, userId: user.id }),
    )
  })
  .post('/payments/local/:sessionId/pay', requireUser, validate('param', checkoutSessionParam), async (c) => {
    const { deps, user } = c.var
    const { redirect, fulfilment } = await payLocalCheckout(deps.db, {
      sessionId: c.req.valid('param').sessionId,
      userId: user.id,
    })
    await notifyFulfilment(deps, fulfilment)
    return c.json({ redirect })
  })
  .post(
    '/payments/local/:sessionId/cancel',
    requireUser,
    validate('param', checkoutSessionParam),
    async (c) => {
      const { deps, user } = c.var
      return c.json(
        await cancelLocalCheckout(deps.db, { sessionId: c.req.valid('param').sessionId, userId: user.id }),
      )
    },
  )
  // The signature covers the exact bytes Stripe sent, so the body is read raw, never parsed first.
  .post('/webhooks/stripe', async (c) => {
    const { deps } = c.var
    const { answer, fulfilment } = await receivePaymentWebhook(deps, {
      rawBody: new Uint8Array(await c.req.arrayBuffer()),
      signature: c.req.header('stripe-signature'),
    })
    await notifyFulfilment(deps, fulfilment)
    return c.json(answer)
  })
