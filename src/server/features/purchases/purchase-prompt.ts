import type { Deps } from '../../app-env.ts'
import type { Fulfilment } from '../payments/public.ts'
import { purchaseWithCredits } from './purchase-with-credits.ts'
import { startPromptCheckout } from './start-prompt-checkout.ts'

export type PurchasePromptAnswer = {
  success: true
  method: 'credits' | 'direct'
  promptId: string
  alreadyOwned: boolean
  creditsUsed: number
  balance: number | null
  checkout_url: string | null
}

/**
 * Spec 7's purchase-prompt: with credits the purchase completes here (send `fulfilment` to notifyFulfilment after
 * this returns); 'direct' opens a checkout whose address the browser follows. One answer shape for both.
 */
export async function purchasePrompt(
  deps: Pick<Deps, 'db' | 'payments' | 'env'>,
  opts: { userId: string; email: string; promptId: string; method: 'credits' | 'direct' },
): Promise<{ answer: PurchasePromptAnswer; fulfilment: Fulfilment | null }> {
  const { userId, promptId, method } = opts
  const answer = {
    success: true as const,
    method,
    promptId,
    creditsUsed: 0,
    balance: null,
    checkout_url: null,
  }
  if (method === 'direct') {
    const { alreadyOwned, checkoutUrl } = await startPromptCheckout(deps.db, {
      provider: deps.payments,
      appUrl: deps.env.APP_URL,
      userId,
      email: opts.email,
      promptId,
    })
    return { answer: { ...answer, alreadyOwned, checkout_url: checkoutUrl ?? null }, fulfilment: null }
  }
  const { fulfilment, ...result } = await purchaseWithCredits(deps.db, { userId, promptId })
  return {
    answer: {
      ...answer,
      alreadyOwned: result.alreadyOwned,
      creditsUsed: result.creditsUsed ?? 0,
      balance: result.balance ?? null,
    },
    fulfilment: fulfilment ?? null,
  }
}
