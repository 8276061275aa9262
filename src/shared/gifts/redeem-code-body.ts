import { z } from 'zod'

export const redeemBlankMessage = 'Please enter a gift code or master code to redeem'
export const invalidCodeTitle = 'Invalid code'
export const invalidCodeMessage =
  'This code is invalid, has already been used, or has reached its usage limit'
export const redeemFailedMessage = 'Failed to redeem code. Please try again.'

// Spec 5: the redeem code must not be empty or blank.
export const redeemCodeBody = z.object({
  code: z
    .string({ error: redeemBlankMessage })
    .max(100, invalidCodeMessage)
    .refine((v) => v.trim().length > 0, redeemBlankMessage),
})
export type RedeemCodeBody = z.infer<typeof redeemCodeBody>
