import { z } from 'zod'
import type { Tier } from '../catalog/tiers.ts'

export const insightsQuery = z.object({
  days: z.coerce
    .number({ message: 'days must be a number' })
    .int('days must be a whole number')
    .min(1, 'days must be between 1 and 365')
    .max(365, 'days must be between 1 and 365')
    .default(30),
})

export type SalesDay = {
  /** YYYY-MM-DD, UTC. */
  day: string
  orders: number
  revenueCents: number
  refundedCents: number
}

export type TierSales = {
  tier: Tier
  purchases: number
  byCredits: number
  direct: number
  creditsSpent: number
}

export type SearchCount = { query: string; searches: number; averageResults: number }

export type SecurityEventItem = {
  id: string
  type: string
  userId: string | null
  userEmail: string | null
  ip: string | null
  userAgent: string | null
  details: Record<string, unknown>
  createdAt: string
}

export type Insights = {
  days: number
  salesPerDay: SalesDay[]
  totals: { orders: number; revenueCents: number; refundedCents: number }
  byKind: { kind: string; orders: number; revenueCents: number }[]
  byTier: TierSales[]
  topSearches: SearchCount[]
  noResultSearches: SearchCount[]
  securityCounts: { type: string; count: number }[]
  securityEvents: SecurityEventItem[]
}
