import { desc, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import { refundRequests } from '../../db/schema/activity.ts'
import { user } from '../../db/schema/auth.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { orders } from '../../db/schema/payments.ts'
import type { RefundRequestItem } from '../../../shared/admin/orders.ts'
import { describeOrder, refundableUntil } from '../payments/public.ts'

const requester = alias(user, 'requester')
const decider = alias(user, 'decider')

/** Money-back requests, pending ones first (oldest first among them), then the latest decided ones. */
export async function listRefundRequests(db: Db): Promise<{ items: RefundRequestItem[] }> {
  const rows = await db
    .select({
      r: refundRequests,
      userEmail: requester.email,
      decidedByEmail: decider.email,
      order: orders,
      promptName: promptTemplates.name,
    })
    .from(refundRequests)
    .leftJoin(requester, eq(requester.id, refundRequests.userId))
    .leftJoin(decider, eq(decider.id, refundRequests.decidedBy))
    .leftJoin(orders, eq(orders.id, refundRequests.orderId))
    .leftJoin(promptTemplates, eq(promptTemplates.id, orders.promptId))
    .orderBy(
      sql`(${refundRequests.status} = 'pending') DESC`,
      sql`CASE WHEN ${refundRequests.status} = 'pending' THEN ${refundRequests.createdAt} END ASC`,
      desc(refundRequests.decidedAt),
    )
    .limit(200)
  return {
    items: rows.map(({ r, order, ...x }) => ({
      id: r.id,
      orderId: r.orderId,
      userId: r.userId,
      userEmail: x.userEmail,
      reason: r.reason,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      decidedAt: r.decidedAt?.toISOString() ?? null,
      decidedByEmail: x.decidedByEmail,
      order: order
        ? {
            kind: order.kind,
            provider: order.provider,
            status: order.status,
            item: describeOrder(order, x.promptName),
            amountCents: order.amountCents,
            refundableUntil:
              order.status === 'completed'
                ? (refundableUntil(order.completedAt)?.toISOString() ?? null)
                : null,
          }
        : null,
    })),
  }
}
