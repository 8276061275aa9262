import { z } from 'zod'
import { emailField, loginPasswordField } from './account-fields.ts'
import { returnToField } from './return-path-field.ts'

/** POST /api/auth/sign-in/email and the /login form. */
export const loginSchema = z.object({
  email: emailField,
  password: loginPasswordField,
  // Only used in the fresh confirmation link an unconfirmed account is sent.
  returnTo: returnToField,
})

export type LoginInput = z.input<typeof loginSchema>
export type LoginBody = z.output<typeof loginSchema>
