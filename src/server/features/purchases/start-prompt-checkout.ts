import type { Db } from '../../db/client.ts'
import { type PaymentProvider, startCheckout } from '../payments/public.ts'
import { findPurchasableTemplate } from './find-purchasable-template.ts'
import { ownsTemplate } from './owns-template.ts'

/** purchase-prompt with method 'direct': a one-time checkout at the template's AUD price (none if already owned). */
export async function startPromptCheckout(
  db: Db,
  opts: { provider: PaymentProvider; appUrl: string; userId: string; email?: string; promptId: string },
) {
  const template = await findPurchasableTemplate(db, opts.promptId)
  if (await ownsTemplate(db, { userId: opts.userId, templateId: template.id }))
    return { alreadyOwned: true as const, checkoutUrl: null }
  const { url } = await startCheckout(db, {
    provider: opts.provider,
    appUrl: opts.appUrl,
    userId: opts.userId,
    customerEmail: opts.email,
    kind: 'prompt',
    promptId: template.id,
    amountCents: template.priceCents,
    item: { name: template.name, description: 'Prompt template: one-time purchase, lifetime access' },
    failureMessage: 'Failed to create payment session. Please try again.',
  })
  return { alreadyOwned: false as const, checkoutUrl: url }
}
