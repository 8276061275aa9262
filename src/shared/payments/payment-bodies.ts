import { z } from 'zod'
import { creditPackages } from '../credits/packages.ts'

const packageIds = creditPackages.map((p) => p.id) as [string, ...string[]]

// Spec 7 request bodies. Only ids travel: credits and prices come from the server's own tables.
export const createPaymentBody = z.object({
  packageId: z.enum(packageIds, { message: 'Please choose a credit package' }),
})
export type CreatePaymentBody = z.infer<typeof createPaymentBody>

export const verifyPaymentBody = z.object({
  sessionId: z
    .string({ message: 'A payment session is required' })
    .trim()
    .min(1, 'A payment session is required')
    .max(300, 'Unknown payment session'),
})
export type VerifyPaymentBody = z.infer<typeof verifyPaymentBody>

export const purchaseMethods = ['credits', 'direct'] as const
export type PurchaseMethod = (typeof purchaseMethods)[number]

export const purchasePromptBody = z.object({
  promptId: z
    .string({ message: 'Prompt not found' })
    .trim()
    .min(1, 'Prompt not found')
    .max(200, 'Prompt not found'),
  method: z.enum(purchaseMethods, { message: "method must be 'credits' or 'direct'" }).default('credits'),
})
export type PurchasePromptBody = z.input<typeof purchasePromptBody>

export const checkoutSessionParam = z.object({
  sessionId: z.string().min(1).max(300, 'Unknown payment session'),
})

export const promptIdParam = z.object({ promptId: z.string().min(1).max(200, 'Prompt not found') })
