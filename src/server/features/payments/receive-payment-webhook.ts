import type { Deps } from '../../app-env.ts'
import { applyAccountUpdate } from '../earnings/public.ts'
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
  // A creator's connected account changed (Connect): the latest state is applied, so a replay changes nothing.
  if (event.account) {
    const applied = await applyAccountUpdate(deps.db, event.account)
    return { answer: { received: true, status: applied ? 'processed' : 'ignored' }, fulfilment: null }
  }
  const { status, outcome } = await handlePaymentEvent(deps.db, event)
  return { answer: { received: true, status }, fulfilment: outcome?.fulfilment ?? null }
}
