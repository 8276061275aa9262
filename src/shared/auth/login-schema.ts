import { z } from 'zod'
import { emailField, loginPasswordField } from './account-fields.ts'

/** POST /api/auth/sign-in/email and the /login form. */
export const loginSchema = z.object({
  email: emailField,
  password: loginPasswordField,
})

export type LoginInput = z.input<typeof loginSchema>
export type LoginBody = z.output<typeof loginSchema>
