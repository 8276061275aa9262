// What the creator's earnings page shows (GET /api/earnings), shared by server and web.

export type PayoutAccountStatus = 'none' | 'incomplete' | 'active'

export type EarningsEntry = {
  id: string
  kind: 'sale' | 'refund'
  templateName: string
  method: 'direct' | 'credits'
  /** The creator's share (negative for a refund). */
  amountCents: number
  /** What the buyer paid (the credits' value for a credits sale); negative for a refund. */
  saleCents: number
  createdAt: string
  availableAt: string
}

export type PayoutRow = {
  id: string
  amountCents: number
  status: 'processing' | 'paid' | 'failed'
  trigger: 'weekly' | 'request'
  /** Why a failed payout failed (its amount is payable again). */
  failureReason: string | null
  createdAt: string
  settledAt: string | null
}

export type SalesWeek = { weekStart: string; salesCents: number; sales: number }

export type EarningsDashboard = {
  pendingCents: number
  payableCents: number
  paidCents: number
  inTransitCents: number
  minimumPayoutCents: number
  canRequestPayout: boolean
  account: {
    status: PayoutAccountStatus
    disabledReason: string | null
    held: boolean
    /** The local simulation: onboarding and payouts move no money. */
    testMode: boolean
  }
  entries: EarningsEntry[]
  payouts: PayoutRow[]
  weeks: SalesWeek[]
}
