import type { OrderKind } from '../../../shared/payments/order-kind.ts'
import { fulfilPromptOrder } from '../purchases/fulfil-prompt-order.ts'
import { fulfilGiftOrder } from '../gifts/fulfil-gift-order.ts'
import { fulfilCreditsOrder } from './fulfil-credits-order.ts'
import type { FulfilOrderKind } from './fulfilment.ts'

// The one place that says what a paid order of each kind delivers. A new kind (e.g. 'gift') adds its
// use case here: it runs in the transaction that completes the order, exactly once per order.
export const orderFulfilments: Partial<Record<OrderKind, FulfilOrderKind>> = {
  credits: fulfilCreditsOrder,
  prompt: fulfilPromptOrder,
  gift: fulfilGiftOrder,
}
