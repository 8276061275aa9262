import { z } from 'zod'
import { safeReturnPath } from './return-path.ts'

/**
 * The page to come back to after confirming the e-mail (decision 0030), carried in the confirmation link: a path on
 * this site only; anything else is refused with 400.
 */
const returnToMessage = 'The return address must be a page of this site'
export const returnToField = z
  .string({ error: returnToMessage })
  .max(1024, returnToMessage)
  .nullish()
  .refine((v) => !v || safeReturnPath(v) !== null, returnToMessage)
  .transform((v) => v || undefined)
