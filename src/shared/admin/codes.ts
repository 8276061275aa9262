import { z } from 'zod'

export const updateMasterCodeInput = z.object({
  active: z.boolean({ message: 'active must be true or false' }),
})

export type MasterCodeItem = {
  id: string
  code: string
  credits: number
  maxUses: number
  uses: number
  active: boolean
  expiresAt: string | null
  expired: boolean
  createdBy: string | null
  createdAt: string
}

export const giftCodeParam = z.object({
  code: z.string().trim().min(1, 'Enter a gift code').max(64, 'That is not a gift code'),
})

/** A gift code's life: pending (checkout not paid), ready (paid, not redeemed), redeemed, refunded. */
export type GiftCodeState = 'pending' | 'ready' | 'redeemed' | 'refunded'

export type GiftCodeLookup = {
  id: string
  code: string
  credits: number
  state: GiftCodeState
  purchaser: { id: string; email: string | null }
  redeemedBy: { id: string; email: string | null } | null
  redeemedAt: string | null
  order: { id: string; status: string; provider: string; amountCents: number } | null
  createdAt: string
}
