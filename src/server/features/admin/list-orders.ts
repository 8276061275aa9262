import { and, desc, eq, ilike, lt, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import { user } from '../../db/schema/auth.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { orders } from '../../db/schema/payments.ts'
import { orderRefunds } from '../../db/schema/refunds.ts'
import type { AdminOrder, ListOrdersQuery } from '../../../shared/admin/orders.ts'
import { describeOrder, refundableUntil } from '../payments/public.ts'

const buyer = alias(user, 'buyer')
const refunder = alias(user, 'refunder')

/** Orders newest first, with the buyer, what they bought and any refund; `before` pages back. */
export async function listOrders(db: Db, query: ListOrdersQuery) {
  const where: SQL[] = []
  if (query.status) where.push(eq(orders.status, query.status))
  if (query.kind) where.push(eq(orders.kind, query.kind))
  if (query.email) where.push(ilike(buyer.email, `%${query.email.replace(/[\\%_]/g, (m) => `\\${m}`)}%`))
  if (query.before) where.push(lt(orders.createdAt, new Date(query.before)))
  const limit = query.limit
  const rows = await db
    .select({
      order: orders,
      userEmail: buyer.email,
      promptName: promptTemplates.name,
      refund: orderRefunds,
      refundedBy: refunder.email,
    })
    .from(orders)
    .leftJoin(buyer, eq(buyer.id, orders.userId))
    .leftJoin(promptTemplates, eq(promptTemplates.id, orders.promptId))
    .leftJoin(orderRefunds, eq(orderRefunds.orderId, orders.id))
    .leftJoin(refunder, eq(refunder.id, orderRefunds.adminId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit + 1)
  const items: AdminOrder[] = rows.slice(0, limit).map((r) => toAdminOrder(r))
  return { items, nextBefore: rows.length > limit ? (items.at(-1)?.createdAt ?? null) : null }
}

export function toAdminOrder(r: {
  order: typeof orders.$inferSelect
  userEmail: string | null
  promptName: string | null
  refund: typeof orderRefunds.$inferSelect | null
  refundedBy: string | null
}): AdminOrder {
  const o = r.order
  return {
    id: o.id,
    userId: o.userId,
    userEmail: r.userEmail,
    kind: o.kind,
    provider: o.provider,
    status: o.status,
    item: describeOrder(o, r.promptName),
    credits: o.credits,
    amountCents: o.amountCents,
    createdAt: o.createdAt.toISOString(),
    completedAt: o.completedAt?.toISOString() ?? null,
    refundedAt: o.refundedAt?.toISOString() ?? null,
    refundableUntil:
      o.status === 'completed' ? (refundableUntil(o.completedAt)?.toISOString() ?? null) : null,
    refund: r.refund
      ? {
          amountCents: r.refund.amountCents,
          creditsReversed: r.refund.creditsReversed,
          partial: r.refund.partial,
          reason: r.refund.reason,
          adminEmail: r.refundedBy,
          providerRefundId: r.refund.providerRefundId,
          createdAt: r.refund.createdAt.toISOString(),
        }
      : null,
  }
}
