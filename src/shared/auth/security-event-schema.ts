import { z } from 'zod'
import { securityEventTypes } from './auth-messages.ts'

export const maxSecurityDetailsLength = 4000

/** POST /api/functions/log-security-event: {eventType, details} (spec 7). */
export const securityEventSchema = z.object({
  eventType: z.enum(securityEventTypes, { message: 'Unknown security event type' }),
  details: z
    .record(z.string(), z.unknown())
    .default({})
    .refine(
      (d) => JSON.stringify(d).length <= maxSecurityDetailsLength,
      'Security event details are too long',
    ),
})

export type SecurityEventBody = z.input<typeof securityEventSchema>
