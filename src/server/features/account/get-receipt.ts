import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { user } from '../../db/schema/auth.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { creators, houseCreatorId } from '../../db/schema/creators.ts'
import { orders } from '../../db/schema/payments.ts'
import { AppError } from '../../lib/errors.ts'
import { gstCents, orderNumber, type Receipt } from '../../../shared/account/orders.ts'
import { describeOrder } from '../payments/public.ts'
import { buyerStatus } from './buyer-status.ts'

/**
 * The receipt of one of the caller's paid orders (also of a later refunded one); anyone else's is 404. With the
 * seller's ABN it is a tax invoice showing the GST; without one it is a plain receipt with no GST line.
 */
export async function getReceipt(
  db: Db,
  opts: { userId: string; orderId: string; seller: Receipt['seller'] },
): Promise<Receipt> {
  const [row] = await db
    .select({
      order: orders,
      promptName: promptTemplates.name,
      creatorId: creators.id,
      creatorName: creators.displayName,
      name: user.name,
      email: user.email,
    })
    .from(orders)
    .leftJoin(promptTemplates, eq(promptTemplates.id, orders.promptId))
    .leftJoin(creators, eq(creators.id, promptTemplates.creatorId))
    .leftJoin(user, eq(user.id, orders.userId))
    .where(and(eq(orders.id, opts.orderId), eq(orders.userId, opts.userId)))
  if (!row) throw new AppError('not_found', 'Order not found', 404)
  const { order } = row
  if (!order.completedAt || (order.status !== 'completed' && order.status !== 'refunded'))
    throw new AppError('not_paid', 'There is no receipt for an order that was not paid', 404)
  const taxInvoice = opts.seller.abn.trim() !== ''
  return {
    title: taxInvoice ? 'Tax invoice' : 'Receipt',
    orderId: order.id,
    orderNumber: orderNumber(order.id),
    paidAt: order.completedAt.toISOString(),
    item: describeOrder(order, row.promptName),
    // A creator's template names its creator; the house's goods, credits and gift cards are the marketplace's.
    soldBy:
      row.creatorId && row.creatorId !== houseCreatorId && row.creatorName
        ? row.creatorName
        : opts.seller.name,
    credits: order.credits,
    amountCents: order.amountCents,
    gstCents: taxInvoice ? gstCents(order.amountCents) : null,
    currency: 'AUD',
    testMode: order.provider === 'local',
    status: buyerStatus(order.status, null),
    refundedAt: order.refundedAt?.toISOString() ?? null,
    buyer: { name: row.name ?? '', email: row.email ?? '' },
    seller: opts.seller,
  }
}
