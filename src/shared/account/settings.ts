import { z } from 'zod'
import { signUpSchema } from '../auth/sign-up-schema.ts'
import { emailField, passwordProblems } from '../auth/account-fields.ts'

/** Name and phone, with the very rules of sign-up (spec 5). */
export const profileInput = signUpSchema.pick({ name: true, phoneNumber: true })
export type ProfileInput = z.input<typeof profileInput>

export const changePasswordInput = z
  .object({
    currentPassword: z.string().min(1, 'Please enter your current password').max(128),
    newPassword: z.string().max(128, 'Password must be at most 128 characters long'),
  })
  .superRefine((v, ctx) => {
    const problem = passwordProblems(v.newPassword)[0]
    if (problem) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: problem })
  })
export type ChangePasswordInput = z.input<typeof changePasswordInput>

export type ActiveSession = {
  id: string
  current: boolean
  userAgent: string | null
  ipAddress: string | null
  createdAt: string
  lastActiveAt: string
  expiresAt: string
}

/** A new e-mail address (the sign-up rules), confirmed by the current password before a link goes to it. */
export const changeEmailInput = z.object({
  newEmail: emailField,
  currentPassword: z
    .string({ error: 'Please enter your current password' })
    .min(1, 'Please enter your current password')
    .max(128),
})
export type ChangeEmailInput = z.input<typeof changeEmailInput>

/** The link's token, as the confirmation page sends it back. */
export const confirmEmailInput = z.object({
  token: z
    .string({ error: 'This confirmation link is not complete' })
    .min(10, 'This confirmation link is not complete')
    .max(200, 'This confirmation link is invalid'),
})

/** A change of e-mail waiting for its confirmation link to be followed, if there is one. */
export type EmailChangeStatus = { email: string; pending: { newEmail: string; expiresAt: string } | null }

/** Deleting the account: the current password confirms it is really the owner asking. */
export const deleteAccountInput = z.object({
  currentPassword: z
    .string({ error: 'Please enter your password to confirm' })
    .min(1, 'Please enter your password to confirm')
    .max(128),
})
export type DeleteAccountInput = z.input<typeof deleteAccountInput>
