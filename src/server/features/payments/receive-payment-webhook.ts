import type { Deps } from '../../app-env.ts'
import type { Fulfilment } from './fulfilment.ts'
import { handlePaymentEvent, type EventResult } from './handle-payment-event.ts'

/**
 * POST /api/webhooks/stripe: the provider checks the signature over the exact bytes it sent (a bad one is refused
 * before anything happens), then the event is applied once (handle-payment-event.ts). Send `fulfilment` to
 * notifyFulfilment after this returns.
 */
export async function receivePaymentWebhook(
  deps: Pick<Deps, 'db' | 'payments'>,
  opts: { rawBody: Uint8Array; signature: string | undefined },
): Promise<{ answer: { received: true; status: EventResult['status'] }; fulfilment: Fulfilment | null }> {
  const event = await deps.payments.parseWebhook(opts.rawBody, opts.signature)
  const { status, outcome } = await handlePaymentEvent(deps.db, event)
  return { answer: { received: true, status }, fulfilment: outcome?.fulfilment ?? null }
}
