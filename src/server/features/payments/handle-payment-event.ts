import type { Db } from '../../db/client.ts'
import { paymentEvents } from '../../db/schema/payments.ts'
import { findOrder, findOrderBySession } from './order.ts'
import type { PaymentEvent } from './payment-provider.ts'
import { settleOrderInTx, type FulfilOutcome } from './settle-order.ts'

export type EventResult = {
  status: 'ignored' | 'duplicate' | 'unknown_order' | 'processed'
  outcome: FulfilOutcome | null
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * A verified provider event. Its id is remembered in the same transaction as its effect, so a replay (or five
 * replays at once) is a no-op, and a failure leaves the id unrecorded for the provider to retry.
 */
export async function handlePaymentEvent(db: Db, event: PaymentEvent): Promise<EventResult> {
  if (event.outcome === 'ignored') return { status: 'ignored', outcome: null }
  return db.transaction(async (tx) => {
    const [first] = await tx
      .insert(paymentEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id })
    if (!first) return { status: 'duplicate', outcome: null } satisfies EventResult
    const order =
      (event.sessionId ? await findOrderBySession(tx, event.sessionId) : undefined) ??
      (event.orderId && uuid.test(event.orderId) ? await findOrder(tx, event.orderId) : undefined)
    if (!order) {
      console.warn(`payment event ${event.id} (${event.type}) matches no order`)
      return { status: 'unknown_order', outcome: null } satisfies EventResult
    }
    const outcome = await settleOrderInTx(tx, order, { ...event, state: event.outcome })
    return { status: 'processed', outcome } satisfies EventResult
  })
}
