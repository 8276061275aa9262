import type { OrderKind } from './order-kind.ts'

/** Stripe replaces this placeholder in the success URL with the session id. */
export const sessionIdPlaceholder = '{CHECKOUT_SESSION_ID}'

// Where a checkout returns to (spec 2/4): /payment/success?session_id=…&type=credits|gift|prompt(&prompt_id=…).
// Built by hand: the placeholder's braces must reach Stripe unencoded.
export function paymentSuccessPath(opts: { kind: OrderKind; promptId?: string | null; sessionId?: string }) {
  const session = opts.sessionId ? encodeURIComponent(opts.sessionId) : sessionIdPlaceholder
  const prompt =
    opts.kind === 'prompt' && opts.promptId ? `&prompt_id=${encodeURIComponent(opts.promptId)}` : ''
  return `/payment/success?session_id=${session}&type=${opts.kind}${prompt}`
}

export const paymentCancelledPath = () => '/payment/cancelled'
