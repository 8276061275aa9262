import { z } from 'zod'
import { categoryKeys } from './categories.ts'
import { tiers } from './tiers.ts'
import { maxTemplatePage } from './page-size.ts'

export { maxTemplatePage }

// GET /api/templates query: filters, text and cursor paging. Blank values count as absent.
export const listTemplatesQuery = z.object({
  category: z.preprocess(blankToUndefined, z.enum(categoryKeys, { message: 'Unknown category' }).optional()),
  tier: z.preprocess(blankToUndefined, z.enum(tiers, { message: 'Unknown tier' }).optional()),
  q: z.preprocess(blankToUndefined, z.string().trim().max(200, 'Search text is too long').optional()),
  limit: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ message: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(maxTemplatePage, `limit must be at most ${maxTemplatePage}`)
      .default(50),
  ),
  cursor: z.preprocess(blankToUndefined, z.string().max(500, 'Invalid cursor').optional()),
})

export type ListTemplatesQuery = z.infer<typeof listTemplatesQuery>

function blankToUndefined(v: unknown) {
  return typeof v === 'string' && v.trim() === '' ? undefined : v
}
