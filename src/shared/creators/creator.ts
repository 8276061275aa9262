import { z } from 'zod'

// Creators (issue 23, decision 0034): the application form, the console's decision, and what pages show.

/** The version of /creator-terms an applicant accepts; bump it with the page's text. */
export const creatorTermsVersion = '2026-11-27'

export const creatorLimits = { displayName: 60, bio: 500, reason: 1000, handle: { min: 3, max: 30 } }

// Where creators can be paid from at launch; the code is stored.
export const creatorCountries = [
  { value: 'AU', label: 'Australia' },
  { value: 'NZ', label: 'New Zealand' },
  { value: 'GB', label: 'United Kingdom' },
  { value: 'IE', label: 'Ireland' },
  { value: 'US', label: 'United States' },
  { value: 'CA', label: 'Canada' },
  { value: 'SG', label: 'Singapore' },
  { value: 'IN', label: 'India' },
  { value: 'DE', label: 'Germany' },
  { value: 'FR', label: 'France' },
  { value: 'NL', label: 'Netherlands' },
  { value: 'JP', label: 'Japan' },
] as const
export type CreatorCountry = (typeof creatorCountries)[number]['value']
export const creatorCountryLabel = (code: string) =>
  creatorCountries.find((c) => c.value === code)?.label ?? code

export const creatorStatuses = ['pending', 'approved', 'declined', 'suspended'] as const
export type CreatorStatus = (typeof creatorStatuses)[number]

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controlCharacter = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
const cleanText = (field: string) =>
  z
    .string({ error: `Please enter your ${field}` })
    .refine(
      (s) => !controlCharacter.test(s) && !loneSurrogate.test(s),
      `Your ${field} contains characters that are not allowed`,
    )

/** A handle as typed: trimmed and lowercased, then 3-30 letters, digits and hyphens, not starting or ending with one. */
export const handleField = z
  .string({ error: 'Please choose a handle' })
  .trim()
  .toLowerCase()
  .min(creatorLimits.handle.min, `Handle must be at least ${creatorLimits.handle.min} characters`)
  .max(creatorLimits.handle.max, `Handle must be at most ${creatorLimits.handle.max} characters`)
  .regex(/^[a-z0-9-]+$/, 'Handle can use only letters, digits and hyphens')
  .regex(/^[a-z0-9](?:.*[a-z0-9])?$/, 'Handle must start and end with a letter or digit')

export const creatorApplicationInput = z.object({
  displayName: cleanText('display name')
    .trim()
    .min(2, 'Display name must be at least 2 characters')
    .max(creatorLimits.displayName, `Display name must be at most ${creatorLimits.displayName} characters`)
    .refine((s) => !/[\r\n]/.test(s), 'Your display name contains characters that are not allowed'),
  handle: handleField,
  bio: cleanText('bio')
    .trim()
    .max(creatorLimits.bio, `Bio must be at most ${creatorLimits.bio} characters`)
    .default(''),
  country: z.enum(creatorCountries.map((c) => c.value) as [CreatorCountry, ...CreatorCountry[]], {
    message: 'Please choose your country',
  }),
  acceptTerms: z.literal(true, { message: 'Please accept the creator terms' }),
})
export type CreatorApplicationInput = z.input<typeof creatorApplicationInput>
export type CreatorApplication = z.output<typeof creatorApplicationInput>

/** The console's decision: a reason is required to decline (the applicant reads it). */
export const creatorDecisionInput = z.discriminatedUnion(
  'decision',
  [
    z.object({ decision: z.literal('approve') }),
    z.object({
      decision: z.literal('decline'),
      reason: cleanText('reason')
        .trim()
        .min(5, 'Please give a reason of at least 5 characters')
        .max(creatorLimits.reason, `Reason must be at most ${creatorLimits.reason} characters`),
    }),
  ],
  { error: 'Decision must be approve or decline' },
)
export type CreatorDecisionInput = z.infer<typeof creatorDecisionInput>

export const listCreatorApplicationsQuery = z.object({
  status: z
    .enum(creatorStatuses, { message: 'Status must be pending, approved, declined or suspended' })
    .optional(),
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(200, 'limit must be at most 200')
    .default(100),
})

/** The member's own application, as the Prompt Builder page shows it. */
export type MyCreatorApplication = {
  displayName: string
  handle: string
  bio: string
  country: string
  status: CreatorStatus
  decisionReason: string | null
  decidedAt: string | null
  createdAt: string
}

/** One row of the console's list. */
export type CreatorApplicationItem = MyCreatorApplication & {
  id: string
  userId: string | null
  email: string | null
  countryLabel: string
  termsVersion: string
  termsAcceptedAt: string
}

/** The public creator page: true figures only, null when there are none. */
export type CreatorProfile = {
  handle: string
  displayName: string
  bio: string
  memberSince: string
  sales: number | null
  rating: { average: number; count: number } | null
}

/** How cards and detail pages name a template's seller. */
export type CreatorByline = { handle: string; displayName: string }
