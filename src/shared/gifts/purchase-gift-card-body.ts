import { z } from 'zod'

// Spec 7: the browser sends the package with its credits and price; the server checks them against the package.
export const purchaseGiftCardBody = z.object({
  packageId: z.string().min(1).max(40),
  credits: z.number().int().positive().max(100_000),
  priceAud: z.number().nonnegative().max(100_000),
})
export type PurchaseGiftCardBody = z.infer<typeof purchaseGiftCardBody>
