/** What one completed purchase did, for the after-commit work (live balance, delivery e-mail). */
export type Fulfilment = {
  userId: string
  /** The buyer's new balance when the purchase changed it. */
  balance?: number
  /** What was bought, in words, for the delivery e-mail ("Explorer: 8 credits"). */
  item: string
  /** The paid order this came from (none for a purchase with credits): the e-mail links its receipt. */
  orderId?: string
  /** Extra lines for the delivery e-mail (a gift code, how to use it). */
  details?: string[]
  /** The purchase made a job due now (a gift card for today): the due-jobs runner is woken after commit. */
  wakesJobs?: boolean
}
