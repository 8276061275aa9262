import { z } from 'zod'

/** What a buyer sees of an order's state. */
export type BuyerOrderStatus =
  'paid' | 'refunded' | 'refund_requested' | 'refund_declined' | 'pending' | 'cancelled'

export const buyerOrderStatusLabel: Record<BuyerOrderStatus, string> = {
  paid: 'Paid',
  refunded: 'Refunded',
  refund_requested: 'Refund requested',
  refund_declined: 'Refund declined',
  pending: 'Pending',
  cancelled: 'Not completed',
}

export type AccountOrder = {
  id: string
  /** Short, human order number for receipts and support: the first 8 characters of the id, upper case. */
  orderNumber: string
  kind: 'credits' | 'gift' | 'prompt'
  item: string
  credits: number
  amountCents: number
  status: BuyerOrderStatus
  createdAt: string
  completedAt: string | null
  refundedAt: string | null
  /** Last moment of the money-back period, for paid orders. */
  refundableUntil: string | null
  /** True when a money-back request can be made now. */
  canRequestRefund: boolean
}

export type LedgerEntry = {
  id: string
  amount: number
  type: string
  label: string
  description: string
  balanceAfter: number
  createdAt: string
}

export const ledgerTypeLabel: Record<string, string> = {
  purchase: 'Credit purchase',
  spend: 'Prompt unlocked',
  gift_redeem: 'Gift code',
  master_redeem: 'Promo code',
  referral_bonus: 'Referral bonus',
  wheel_bonus: 'Welcome wheel',
  refund: 'Refund',
  admin_adjustment: 'Adjustment',
  model_run: 'Model run',
  model_run_refund: 'Model run: unused credits returned',
}

export const orderNumber = (id: string) => id.replace(/-/g, '').slice(0, 8).toUpperCase()

export const refundReasons = [
  'I bought it by mistake',
  'It did not meet my expectations',
  'I no longer need it',
  'Something did not work',
  'Other',
] as const

export const refundRequestInput = z.object({
  reason: z.enum(refundReasons, { message: 'Please choose a reason' }),
  details: z.string().trim().max(500, 'Please keep the details under 500 characters').optional(),
})
export type RefundRequestInput = z.input<typeof refundRequestInput>

export type RefundRequestResult =
  | { outcome: 'refunded'; amountCents: number; creditsReversed: number; balance: number | null }
  | { outcome: 'queued'; requestId: string }

/** Spec 9 GST: prices include GST, which is one eleventh of the price. */
export const gstCents = (amountCents: number) => Math.round(amountCents / 11)

export type Receipt = {
  /** 'Tax invoice' when the seller has an ABN (SELLER_ABN), else 'Receipt'. */
  title: 'Tax invoice' | 'Receipt'
  orderId: string
  orderNumber: string
  paidAt: string
  item: string
  /** Who sells the item: a creator's display name for their template, else the marketplace (the seller's name). */
  soldBy: string
  credits: number
  amountCents: number
  /** The GST included in the price; null on a 'Receipt' (no ABN, so no GST is shown). */
  gstCents: number | null
  currency: 'AUD'
  /** Paid through the local test checkout: no money moved. */
  testMode: boolean
  status: BuyerOrderStatus
  refundedAt: string | null
  buyer: { name: string; email: string }
  seller: { name: string; abn: string; address: string }
}
