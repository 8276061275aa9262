import { z } from 'zod'
import { creatorLimits } from './creator.ts'

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controlCharacter = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** The console's suspension of a creator (a reason is kept and audited), or lifting it. */
export const creatorSuspensionInput = z.discriminatedUnion(
  'suspended',
  [
    z.object({
      suspended: z.literal(true),
      reason: z
        .string({ error: 'Please give a reason' })
        .refine(
          (s) => !controlCharacter.test(s) && !loneSurrogate.test(s),
          'The reason contains characters that are not allowed',
        )
        .transform((s) => s.trim())
        .pipe(
          z
            .string()
            .min(5, 'Please give a reason of at least 5 characters')
            .max(creatorLimits.reason, `Reason must be at most ${creatorLimits.reason} characters`),
        ),
    }),
    z.object({ suspended: z.literal(false) }),
  ],
  { error: 'Say whether the creator is suspended (true or false)' },
)
export type CreatorSuspensionInput = z.input<typeof creatorSuspensionInput>

export type CreatorSuspensionResult = {
  id: string
  status: 'suspended' | 'approved'
  /** How many templates left the store (suspending) or came back (lifting). */
  templates: number
}
