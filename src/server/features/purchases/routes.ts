import { Hono } from 'hono'
import type { AppEnv } from '../../app-env.ts'
import { validate } from '../../lib/validate.ts'
import { requireUser } from '../auth/require-user.ts'
import { notifyFulfilment } from '../payments/notify-fulfilment.ts'
import {
  promptIdParam,
  purchasePromptBody,
  verifyPaymentBody,
} from '../../../shared/payments/payment-bodies.ts'
import { purchaseWithCredits } from './purchase-with-credits.ts'
import { startPromptCheckout } from './start-prompt-checkout.ts'
import { verifyPromptPayment } from './verify-prompt-payment.ts'
import { getPromptAccess } from './get-prompt-access.ts'

export const purchasesRoutes = new Hono<AppEnv>()
  .post('/functions/purchase-prompt', requireUser, validate('json', purchasePromptBody), async (c) => {
    const { deps, user } = c.var
    const { promptId, method } = c.req.valid('json')
    if (method === 'direct') {
      const { alreadyOwned, checkoutUrl } = await startPromptCheckout(deps.db, {
        provider: deps.payments,
        appUrl: deps.env.APP_URL,
        userId: user!.id,
        email: user!.email,
        promptId,
      })
      return c.json(purchaseAnswer({ method, promptId, alreadyOwned, checkout_url: checkoutUrl }))
    }
    const { fulfilment, ...result } = await purchaseWithCredits(deps.db, { userId: user!.id, promptId })
    await notifyFulfilment(deps, fulfilment)
    return c.json(purchaseAnswer({ method, promptId, ...result }))
  })
  .post('/functions/verify-prompt-payment', requireUser, validate('json', verifyPaymentBody), async (c) => {
    const { deps, user } = c.var
    const { result, fulfilment } = await verifyPromptPayment(deps.db, {
      provider: deps.payments,
      sessionId: c.req.valid('json').sessionId,
      userId: user!.id,
    })
    await notifyFulfilment(deps, fulfilment)
    return c.json(result)
  })
  .get('/purchases/:promptId/access', requireUser, validate('param', promptIdParam), async (c) => {
    const { deps, user } = c.var
    return c.json(
      await getPromptAccess(deps.db, { userId: user!.id, promptId: c.req.valid('param').promptId }),
    )
  })

// One answer shape for both methods: credits fill creditsUsed and balance, 'direct' fills checkout_url.
function purchaseAnswer(a: {
  method: 'credits' | 'direct'
  promptId: string
  alreadyOwned: boolean
  creditsUsed?: number
  balance?: number
  checkout_url?: string | null
}) {
  return {
    success: true,
    method: a.method,
    promptId: a.promptId,
    alreadyOwned: a.alreadyOwned,
    creditsUsed: a.creditsUsed ?? 0,
    balance: a.balance ?? null,
    checkout_url: a.checkout_url ?? null,
  }
}
