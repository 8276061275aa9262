import { z } from 'zod'

// The field rules of spec 5, shared by the sign-up and login forms and the server.

export const emailMessage = 'Please enter a valid email address'
export const nameMessage = 'Name must be between 2 and 50 characters'
export const phoneMessage = 'Phone number must be between 8 and 20 characters'
export const loginPasswordMessage = 'Password must be at least 6 characters long'
export const referralCodeMessage = 'Referral code must be at most 6 characters'

export const emailMaxLength = 254
export const nameLength = { min: 2, max: 50 }
export const phoneLength = { min: 8, max: 20 }
export const passwordLength = { min: 8, max: 128 }
export const referralCodeLength = 6

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Trimmed and lowercased, then checked against a basic address pattern and the 254 limit. */
export const emailField = z
  .string({ error: emailMessage })
  .trim()
  .toLowerCase()
  .max(emailMaxLength, emailMessage)
  .regex(emailPattern, emailMessage)

/** Cleans a display name the way spec 5 says: trim, drop < > and quotes, strip script-like schemes, cut to 1000. */
export function cleanName(input: string) {
  return input
    .trim()
    .replace(/[<>"']/g, '')
    .replace(/javascript:/gi, '')
    .replace(/data:/gi, '')
    .replace(/vbscript:/gi, '')
    .slice(0, 1000)
}

export const nameField = z
  .string({ error: nameMessage })
  .transform(cleanName)
  .refine((v) => v.length >= nameLength.min && v.length <= nameLength.max, nameMessage)

export const phoneField = z
  .string({ error: phoneMessage })
  .trim()
  .min(phoneLength.min, phoneMessage)
  .max(phoneLength.max, phoneMessage)

const passwordRules: { test: (p: string) => boolean; message: string }[] = [
  { test: (p) => p.length >= passwordLength.min, message: 'Password must be at least 8 characters long' },
  { test: (p) => p.length <= passwordLength.max, message: 'Password must be at most 128 characters long' },
  { test: (p) => /[a-z]/.test(p), message: 'Password must contain at least one lowercase letter' },
  { test: (p) => /[A-Z]/.test(p), message: 'Password must contain at least one uppercase letter' },
  { test: (p) => /[0-9]/.test(p), message: 'Password must contain at least one number' },
  { test: (p) => /[^A-Za-z0-9\s]/.test(p), message: 'Password must contain at least one special character' },
]

/** Every failing password rule's own message, in rule order; empty when the password is strong enough. */
export const passwordProblems = (password: string) =>
  passwordRules.filter((r) => !r.test(password)).map((r) => r.message)

export const signupPasswordField = z
  .string({ error: passwordRules[0].message })
  .superRefine((password, ctx) => {
    const problems = passwordProblems(password)
    if (problems.length) ctx.addIssue({ code: 'custom', message: problems.join('. ') })
  })

export const loginPasswordField = z.string({ error: loginPasswordMessage }).min(6, loginPasswordMessage)

/** Optional; upper-cased; blank counts as absent. */
export const referralCodeField = z
  .string({ error: referralCodeMessage })
  .trim()
  .toUpperCase()
  .max(referralCodeLength, referralCodeMessage)
  .transform((v) => v || undefined)
  .nullish()
  .transform((v) => v ?? undefined)
