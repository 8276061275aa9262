import { z } from 'zod'
import {
  emailField,
  nameField,
  phoneField,
  referralCodeField,
  signupPasswordField,
} from './account-fields.ts'
import { returnToField } from './return-path-field.ts'

/** POST /api/auth/sign-up/email and the /signup form: {name,email,password,phoneNumber,referralCode?,wheelClaim?,returnTo?}. */
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
  returnTo: returnToField,
})

export type SignUpInput = z.input<typeof signUpSchema>
export type SignUpBody = z.output<typeof signUpSchema>
