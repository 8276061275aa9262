import type { Db } from '../../db/client.ts'
import { currentBalance } from '../credits/public.ts'
import type { EventBus } from './event-bus.ts'

/**
 * Tells every open tab of these users their balance. Call it AFTER the transaction that moved the balance has
 * committed (never with a transaction handle), e.g. `await publishBalance(c.var.deps, userId)`.
 * It reads the committed balance itself, so callers need not pass one; a failure is logged, never thrown.
 */
export async function publishBalance(deps: { db: Db; events: EventBus }, ...userIds: string[]) {
  for (const userId of new Set(userIds)) {
    try {
      const balance = await currentBalance(deps.db, userId)
      if (balance !== null) deps.events.publish({ type: 'balance', userId, balance })
    } catch (err) {
      console.error('Could not publish a balance change', err)
    }
  }
}
