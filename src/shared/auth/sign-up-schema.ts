import { z } from 'zod'
import {
  emailField,
  nameField,
  phoneField,
  referralCodeField,
  signupPasswordField,
} from './account-fields.ts'
import { isOwnReturnPath, returnPathMax } from './return-path.ts'

export const returnPathMessage = 'This page cannot be opened after sign-up'

/** POST /api/auth/sign-up/email and the /signup form: {name,email,password,phoneNumber,referralCode?,wheelClaim?}. */
export const signUpSchema = z.object({
  name: nameField,
  email: emailField,
  password: signupPasswordField,
  phoneNumber: phoneField,
  referralCode: referralCodeField,
  // The signed token of a welcome-wheel win, redeemed once by the server at sign-up.
  wheelClaim: z
    .string()
    .max(4096)
    .nullish()
    .transform((v) => v || undefined),
  // A page of ours to open once the e-mail is confirmed (a gift card's redeem link): carried in the link.
  returnTo: z
    .string({ error: returnPathMessage })
    .max(returnPathMax, returnPathMessage)
    .refine(isOwnReturnPath, returnPathMessage)
    .nullish()
    .transform((v) => v ?? undefined),
})

export type SignUpInput = z.input<typeof signUpSchema>
export type SignUpBody = z.output<typeof signUpSchema>
