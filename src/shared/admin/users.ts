import { z } from 'zod'

export const findUsersQuery = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Enter an e-mail address, or part of one')
    .max(254, 'That e-mail is too long'),
})

export const adjustBalanceInput = z.object({
  /** Generated once per form, so a repeated submit cannot adjust twice. */
  adjustmentId: z.uuid({ message: 'adjustmentId must be a UUID' }),
  amount: z.coerce
    .number({ message: 'Enter a whole number of credits' })
    .int('Enter a whole number of credits')
    .min(-10_000, 'At most 10000 credits at a time')
    .max(10_000, 'At most 10000 credits at a time')
    .refine((n) => n !== 0, 'The amount cannot be zero'),
  reason: z
    .string()
    .trim()
    .min(3, 'A reason is required (at least 3 characters)')
    .max(500, 'The reason must be at most 500 characters'),
})
export type AdjustBalanceInput = z.input<typeof adjustBalanceInput>

export type UserSummary = {
  id: string
  email: string
  name: string
  role: string
  balance: number
  emailVerified: boolean
  createdAt: string
}

export type UserOverview = UserSummary & {
  fullName: string
  phoneNumber: string | null
  memberCode: string
  referredBy: string | null
  ledger: {
    id: string
    amount: number
    type: string
    description: string
    referenceId: string | null
    balanceAfter: number
    createdAt: string
  }[]
  purchases: {
    id: string
    promptId: string
    promptName: string | null
    method: string
    status: string
    creditsSpent: number
    orderId: string | null
    createdAt: string
  }[]
  orders: {
    id: string
    kind: string
    provider: string
    status: string
    amountCents: number
    credits: number
    packageId: string | null
    promptId: string | null
    createdAt: string
    completedAt: string | null
    refundedAt: string | null
  }[]
  securityEvents: {
    id: string
    type: string
    ip: string | null
    userAgent: string | null
    details: Record<string, unknown>
    createdAt: string
  }[]
}
