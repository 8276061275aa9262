import { z } from 'zod'
import { emailField, signupPasswordField } from './account-fields.ts'

// The forgotten-password flow (issue 17): ask for a link by e-mail, then set a new password with the sign-up rules.

export const passwordResetMessages = {
  requested:
    'If an account exists for that e-mail, we have sent a link to reset the password. It is valid for one hour.',
  invalidLink: 'This reset link is invalid or has expired. Ask for a new one.',
  incompleteLink:
    'This reset link is not complete. Open the link from the e-mail again, or ask for a new one.',
  confirmMismatch: 'The passwords do not match',
  notAllowedText: 'The text contains characters that are not allowed',
  failed: 'Your password could not be reset. Please try again.',
} as const

// A NUL byte, or half of a surrogate pair: text the database cannot store, refused as bad input.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
const isStorable = (s: string) => !s.includes('\u0000') && !loneSurrogate.test(s)

/** POST /api/auth/request-password-reset and the /forgot-password form. */
export const requestPasswordResetSchema = z.object({
  email: emailField.refine(isStorable, passwordResetMessages.notAllowedText),
})
export type RequestPasswordResetInput = z.input<typeof requestPasswordResetSchema>

/** The token of a reset link: what Better Auth makes (24 letters and digits), with room to spare. */
export const resetTokenField = z
  .string({ error: passwordResetMessages.incompleteLink })
  .min(1, passwordResetMessages.incompleteLink)
  .max(200, passwordResetMessages.invalidLink)
  .refine(isStorable, passwordResetMessages.invalidLink)

/** POST /api/auth/reset-password: the link's token and a new password under the sign-up rules of spec 5. */
export const resetPasswordSchema = z.object({
  token: resetTokenField,
  newPassword: signupPasswordField.refine(isStorable, passwordResetMessages.notAllowedText),
})
export type ResetPasswordBody = z.output<typeof resetPasswordSchema>

/** The /reset-password form: the new password twice, as people mistype what they cannot see. */
export const resetPasswordFormSchema = z
  .object({ newPassword: resetPasswordSchema.shape.newPassword, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: passwordResetMessages.confirmMismatch,
  })
