import type { Mail } from '../mail/public.ts'
import type { Fulfilment } from './fulfilment.ts'

// Spec 1 "instant delivery": what was bought and where to find it.
export function deliveryMail(opts: {
  to: string
  name: string
  appUrl: string
  fulfilment: Fulfilment
  /** The seller has an ABN (SELLER_ABN): the receipt is a tax invoice showing GST. */
  taxInvoice: boolean
}): Mail {
  const { fulfilment } = opts
  const library = `${opts.appUrl}/dashboard`
  const lines = [
    `Hi ${opts.name},`,
    '',
    'Thank you for your purchase. Here is what you bought:',
    '',
    `  ${fulfilment.item}`,
    '',
    ...(fulfilment.details ?? []),
    ...(fulfilment.details?.length ? [''] : []),
    `Your library: ${library}`,
    '',
    // Receipts and money-back requests live in My Account (issue 13); a paid order links its own receipt.
    ...(fulfilment.orderId
      ? [
          `Your receipt${opts.taxInvoice ? ' (amount incl. GST)' : ''}: ${receiptUrl(opts.appUrl, fulfilment.orderId)}`,
          '',
        ]
      : []),
    `Purchases are one-time and yours for life. 30-day money-back guarantee: request it from the order at ${opts.appUrl}/account`,
    '',
    'PromptMarket',
  ]
  return {
    to: opts.to,
    subject: `Your PromptMarket purchase: ${fulfilment.item}`,
    text: lines.join('\n'),
  }
}

/** The receipt page of one order (the web's /account/receipts/:orderId). */
export const receiptUrl = (appUrl: string, orderId: string) =>
  `${appUrl}/account/receipts/${encodeURIComponent(orderId)}`
