import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { refundRequests } from '../../db/schema/activity.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { orders } from '../../db/schema/payments.ts'
import { orderNumber, type AccountOrder } from '../../../shared/account/orders.ts'
import { describeOrder, refundableUntil } from '../payments/public.ts'
import { buyerStatus } from './buyer-status.ts'

/** Every order of the caller, newest first, with what it gave and where its money-back request stands. */
export async function listMyOrders(db: Db, opts: { userId: string; now?: Date }): Promise<AccountOrder[]> {
  const now = (opts.now ?? new Date()).getTime()
  const rows = await db
    .select({ order: orders, promptName: promptTemplates.name })
    .from(orders)
    .leftJoin(promptTemplates, eq(promptTemplates.id, orders.promptId))
    .where(eq(orders.userId, opts.userId))
    .orderBy(desc(orders.createdAt))
    .limit(500)
  const requests = await db
    .select({
      orderId: refundRequests.orderId,
      status: refundRequests.status,
      createdAt: refundRequests.createdAt,
    })
    .from(refundRequests)
    .where(eq(refundRequests.userId, opts.userId))
    .orderBy(refundRequests.createdAt)
  // The latest request per order wins.
  const requestOf = new Map(requests.map((r) => [r.orderId, r.status]))
  return rows.map(({ order, promptName }) =>
    toAccountOrder(order, promptName, requestOf.get(order.id) ?? null, now),
  )
}

export function toAccountOrder(
  order: typeof orders.$inferSelect,
  promptName: string | null,
  requestStatus: string | null,
  now: number,
): AccountOrder {
  const status = buyerStatus(order.status, requestStatus)
  const until =
    order.status === 'completed' || order.status === 'refunded' ? refundableUntil(order.completedAt) : null
  return {
    id: order.id,
    orderNumber: orderNumber(order.id),
    kind: order.kind as AccountOrder['kind'],
    item: describeOrder(order, promptName),
    credits: order.credits,
    amountCents: order.amountCents,
    status,
    createdAt: order.createdAt.toISOString(),
    completedAt: order.completedAt?.toISOString() ?? null,
    refundedAt: order.refundedAt?.toISOString() ?? null,
    refundableUntil: until?.toISOString() ?? null,
    canRequestRefund: status === 'paid' && !!until && until.getTime() >= now,
  }
}
