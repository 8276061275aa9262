import type { Db } from '../../../db/client.ts'
import type { Fulfilment } from '../fulfilment.ts'
import type { Order } from '../order.ts'

/** The fields that say what an order bought. */
export type OrderSummary = Pick<Order, 'packageId' | 'promptId' | 'credits'>

/** What a refund took back from the buyer, decided by the order's kind. */
export type Reversal = {
  /** What goes back to the buyer's card; less than the order's amount for a partial refund. */
  amountCents: number
  creditsReversed: number
  partial: boolean
  /** The buyer's balance afterwards, when the refund changed it. */
  balance: number | null
}

/**
 * Everything the server knows about one kind of order (decision 0023). A new kind is one new file that exports
 * such a module and one line in order-kinds.ts; nothing else switches on the kind.
 */
export type OrderKindModule = {
  /** What the order bought, in words: order lists, receipts, refund e-mails ("Explorer: 8 credits"). */
  describe(order: OrderSummary, promptName: string | null): string
  /** The line on the test checkout page ("Explorer package: 8 credits"). */
  checkoutLabel(order: OrderSummary, promptName: string | null): string
  /** Delivers a paid order, inside the transaction that completed it; it must use only `tx`. */
  fulfil(tx: Db, order: Order): Promise<Fulfilment>
  /** Decision 0014's 'unspent': whether the buyer has not used what the order gave (an automatic refund). */
  isUnspent(tx: Db, order: Order): Promise<boolean>
  /**
   * Takes back what the order gave, inside the refund's transaction, or throws an AppError saying why it cannot.
   * `partial` allows returning only what is left (credit packages).
   */
  reverse(tx: Db, order: Order, opts: { item: string; partial: boolean }): Promise<Reversal>
  /** The refund e-mail's sentence on what was taken back. */
  takenBack(reversal: Pick<Reversal, 'creditsReversed'>): string
  /** Whether a refund changes the buyer's balance (their open tabs are told). */
  changesBalance: boolean
}

/** A reversal that returns the whole amount and touches no credits. */
export const wholeRefund = (order: Order): Reversal => ({
  amountCents: order.amountCents,
  creditsReversed: 0,
  partial: false,
  balance: null,
})
