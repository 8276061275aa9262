import type { Order } from '../order.ts'
import { orderKindOf } from './order-kinds.ts'

/** What an order bought, in words (order lists, receipts, refund e-mails). */
export const describeOrder = (
  order: Pick<Order, 'kind' | 'packageId' | 'promptId' | 'credits'>,
  promptName?: string | null,
) => orderKindOf(order.kind).describe(order, promptName ?? null)
