import { z } from 'zod'
import { normaliseCode } from './gift-code.ts'

// A master code as an admin creates it: typed by people, so letters and digits only once normalised.
export const createMasterCodeInput = z.object({
  code: z
    .string()
    .transform(normaliseCode)
    .pipe(z.string().regex(/^[A-Z0-9]{4,32}$/, 'A master code is 4 to 32 letters or digits')),
  credits: z.coerce.number().int().min(1).max(1000),
  maxUses: z.coerce.number().int().min(1).max(1_000_000),
  expiresAt: z.coerce.date().optional(),
  active: z.boolean().default(true),
})
export type CreateMasterCodeInput = z.input<typeof createMasterCodeInput>
