import type { Mail } from '../mail/public.ts'
import { orderKindOf } from './order-kinds/order-kinds.ts'
import type { RefundOutcome } from './refund-order.ts'

const aud = (cents: number) => `$${(cents / 100).toFixed(2)} AUD`

/** The buyer's notice of a refund: what came back, and what it took back. */
export function refundMail(opts: {
  to: string
  name: string
  provider: string
  refund: RefundOutcome
}): Mail {
  const { refund } = opts
  const taken = orderKindOf(refund.kind).takenBack(refund)
  const timing =
    opts.provider === 'local'
      ? 'This was a test-mode payment, so no money moves.'
      : 'Refunds usually reach your card within 5 to 10 business days.'
  return {
    to: opts.to,
    subject: `Your PromptMarket refund: ${refund.item}`,
    text: [
      `Hi ${opts.name},`,
      '',
      `We have refunded ${aud(refund.amountCents)} for ${refund.item}${refund.partial ? ' (the unspent credits)' : ''}.`,
      taken,
      timing,
      '',
      'PromptMarket',
    ].join('\n'),
  }
}
