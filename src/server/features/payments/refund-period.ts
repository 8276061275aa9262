import { AppError } from '../../lib/errors.ts'
import { moneyBackDays } from '../../../shared/admin/orders.ts'
import type { Order } from './order.ts'

/** The end of the money-back period of a paid order. */
export const refundableUntil = (completedAt: Date | null) =>
  completedAt ? new Date(completedAt.getTime() + moneyBackDays * 86_400_000) : null

/**
 * The rules every refund keeps, whoever asks (decision 0013): a paid order, within the money-back period.
 * A refunded order is each caller's own case (the admin's repeat is a no-op, the buyer's a conflict).
 */
export function assertRefundable(order: Pick<Order, 'status' | 'completedAt'>, now = Date.now()) {
  if (order.status !== 'completed')
    throw new AppError('not_refundable', `Only paid orders can be refunded; this one is ${order.status}`, 409)
  const until = refundableUntil(order.completedAt)!
  if (until.getTime() < now)
    throw new AppError(
      'refund_period_over',
      `The ${moneyBackDays}-day money-back period for this order ended on ${until.toISOString().slice(0, 10)}`,
      422,
    )
}
