import { Hono } from 'hono'
import type { AppEnv } from '../../app-env.ts'
import { validate } from '../../lib/validate.ts'
import { requireUser } from '../auth/public.ts'
import { notifyFulfilment } from '../payments/public.ts'
import {
  promptIdParam,
  purchasePromptBody,
  verifyPaymentBody,
} from '../../../shared/payments/payment-bodies.ts'
import { purchasePrompt } from './purchase-prompt.ts'
import { verifyPromptPayment } from './verify-prompt-payment.ts'
import { getPromptAccess } from './get-prompt-access.ts'

export const purchasesRoutes = new Hono<AppEnv>()
  .post('/functions/purchase-prompt', requireUser, validate('json', purchasePromptBody), async (c) => {
    const { deps, user } = c.var
    const { answer, fulfilment } = await purchasePrompt(deps, {
      userId: user.id,
      email: user.email,
      ...c.req.valid('json'),
    })
    await notifyFulfilment(deps, fulfilment)
    return c.json(answer)
  })
  .post('/functions/verify-prompt-payment', requireUser, validate('json', verifyPaymentBody), async (c) => {
    const { deps, user } = c.var
    const { result, fulfilment } = await verifyPromptPayment(deps.db, {
      provider: deps.payments,
      sessionId: c.req.valid('json').sessionId,
      userId: user.id,
    })
    await notifyFulfilment(deps, fulfilment)
    return c.json(result)
  })
  .get('/purchases/:promptId/access', requireUser, validate('param', promptIdParam), async (c) => {
    const { deps, user } = c.var
    return c.json(
      await getPromptAccess(deps.db, { userId: user.id, promptId: c.req.valid('param').promptId }),
    )
  })
