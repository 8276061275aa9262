import type { BuyerOrderStatus } from '../../../shared/account/orders.ts'

/** The buyer's view of an order: the order's status, or the state of its money-back request. */
export function buyerStatus(orderStatus: string, requestStatus: string | null): BuyerOrderStatus {
  if (orderStatus === 'refunded') return 'refunded'
  if (orderStatus === 'completed') {
    if (requestStatus === 'pending') return 'refund_requested'
    if (requestStatus === 'rejected') return 'refund_declined'
    return 'paid'
  }
  if (orderStatus === 'pending') return 'pending'
  return 'cancelled'
}
