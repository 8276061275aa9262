import { z } from 'zod'

/** POST /api/admin/creators/:id/payout-hold: hold a creator's payouts (with the reason) or release them. */
export const payoutHoldInput = z.discriminatedUnion('held', [
  z.object({
    held: z.literal(true),
    reason: z.string().trim().min(3, 'Please give a reason (at least 3 characters)').max(500),
  }),
  z.object({ held: z.literal(false) }),
])
export type PayoutHoldInput = z.infer<typeof payoutHoldInput>

export const adminPayoutsQuery = z.object({
  status: z.enum(['due', 'processing', 'paid', 'failed']).default('due'),
})
export type AdminPayoutsQuery = z.infer<typeof adminPayoutsQuery>

export const creatorIdParam = z.object({ id: z.uuid('Unknown creator') })

export type AdminPayoutRow = {
  creatorId: string
  creatorName: string
  handle: string
  /** The payout (processing, paid, failed), or null for a creator with payable earnings and no open payout. */
  payoutId: string | null
  amountCents: number
  status: 'due' | 'processing' | 'paid' | 'failed'
  failureReason: string | null
  held: boolean
  holdReason: string | null
  accountStatus: 'none' | 'incomplete' | 'active'
  createdAt: string | null
}
