import type { OrderKind } from '../../../../shared/payments/order-kind.ts'
import { creditsOrder } from './credits-order.ts'
import { giftOrder } from './gift-order.ts'
import type { OrderKindModule } from './order-kind-module.ts'
import { promptOrder } from './prompt-order.ts'

// The one table of order kinds: a new kind is a new module and one line here.
const modules: Record<OrderKind, OrderKindModule> = {
  credits: creditsOrder,
  prompt: promptOrder,
  gift: giftOrder,
}

/** The module of an order's kind; an unknown kind (a row written by a newer server) is an error, not a guess. */
export function orderKindOf(kind: string): OrderKindModule {
  const found = (modules as Record<string, OrderKindModule | undefined>)[kind]
  if (!found) throw new Error(`unknown order kind '${kind}'`)
  return found
}
