import { z } from 'zod'
import { safeReturnPath } from './return-path.ts'

/**
 * The page to come back to after confirming the e-mail (decision 0030), carried in the confirmation link: a path on
 * this site only; anything else is refused with 400.
 */
export const returnToField = z
  .string()
  .max(1024)
  .nullish()
  .refine((v) => !v || safeReturnPath(v) !== null, 'The return address must be a page of this site')
  .transform((v) => v || undefined)
