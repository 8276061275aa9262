import { z } from 'zod'
import { orderKinds, orderStatuses } from '../payments/order-kind.ts'

/** Spec 9: the money-back period. */
export const moneyBackDays = 30

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)

export const listOrdersQuery = z.object({
  status: z.preprocess(blank, z.enum(orderStatuses, { message: 'Unknown status' }).optional()),
  kind: z.preprocess(blank, z.enum(orderKinds, { message: 'Unknown kind' }).optional()),
  email: z.preprocess(blank, z.string().trim().max(254).optional()),
  before: z.preprocess(blank, z.iso.datetime({ message: 'before must be a date and time' }).optional()),
  limit: z.coerce.number().int().min(1).max(200).default(50),
})
export type ListOrdersQuery = z.infer<typeof listOrdersQuery>

export const refundOrderInput = z.object({
  reason: z
    .string()
    .trim()
    .min(3, 'A reason is required (at least 3 characters)')
    .max(500, 'The reason must be at most 500 characters'),
  /** For a credit package whose credits were partly spent: refund only the unspent share. */
  partial: z.boolean().default(false),
})
export type RefundOrderInput = z.input<typeof refundOrderInput>

export const rejectRefundRequestInput = z.object({
  reason: z
    .string()
    .trim()
    .min(3, 'A reason is required (at least 3 characters)')
    .max(500, 'The reason must be at most 500 characters'),
})

export type OrderRefundInfo = {
  amountCents: number
  creditsReversed: number
  partial: boolean
  reason: string
  adminEmail: string | null
  providerRefundId: string | null
  createdAt: string
}

export type AdminOrder = {
  id: string
  userId: string
  userEmail: string | null
  kind: string
  provider: string
  status: string
  item: string
  credits: number
  amountCents: number
  createdAt: string
  completedAt: string | null
  refundedAt: string | null
  /** Last moment of the money-back period (completed orders only). */
  refundableUntil: string | null
  refund: OrderRefundInfo | null
}

export type RefundRequestItem = {
  id: string
  orderId: string
  userId: string
  userEmail: string | null
  reason: string
  status: string
  createdAt: string
  decidedAt: string | null
  decidedByEmail: string | null
  order: Pick<AdminOrder, 'kind' | 'provider' | 'status' | 'item' | 'amountCents' | 'refundableUntil'> | null
}
