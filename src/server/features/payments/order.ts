import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { orders } from '../../db/schema/payments.ts'
import type { OrderStatus } from '../../../shared/payments/order-kind.ts'

export type Order = typeof orders.$inferSelect

export async function findOrderBySession(db: Db, sessionId: string): Promise<Order | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.providerSessionId, sessionId)).limit(1)
  return order
}

export async function findOrder(db: Db, orderId: string): Promise<Order | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1)
  return order
}

/** Moves a pending order to a final unpaid status; a no-op (undefined) when it is no longer pending. */
export async function closeOrder(
  db: Db,
  orderId: string,
  status: Exclude<OrderStatus, 'pending' | 'completed'>,
) {
  const [order] = await db
    .update(orders)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
    .returning()
  return order
}
