import { z } from 'zod'
import { signUpSchema } from '../auth/sign-up-schema.ts'
import { passwordProblems } from '../auth/account-fields.ts'

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
