import { z } from 'zod'
import { giftRecipientSchema } from './gift-recipient.ts'

// Spec 7: the browser sends the package with its credits and price; the server checks them against the package.
// `recipient` (issue 20): the card goes to that person by e-mail on its date; without it the code goes to the buyer.
export const purchaseGiftCardBody = z.object({
  packageId: z.string().min(1).max(40),
  credits: z.number().int().positive().max(100_000),
  priceAud: z.number().nonnegative().max(100_000),
  recipient: giftRecipientSchema.optional(),
})
export type PurchaseGiftCardBody = z.infer<typeof purchaseGiftCardBody>
