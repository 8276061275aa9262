import { z } from 'zod'
import { categoryKeys } from './categories.ts'
import { tiers } from './tiers.ts'
import { maxTemplatePage } from './page-size.ts'
import { catalogueSorts, maxPriceFilterCents } from './catalogue-sort.ts'

export { maxTemplatePage }

const priceCents = (name: string) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ message: `${name} must be a number of cents` })
      .int(`${name} must be a whole number of cents`)
      .min(0, `${name} cannot be negative`)
      .max(maxPriceFilterCents, `${name} must be at most ${maxPriceFilterCents} cents`)
      .optional(),
  )

// GET /api/templates query: order, filters, text and cursor paging (decision 0029). Blank values count as absent.
export const listTemplatesQuery = z
  .object({
    sort: z.preprocess(blankToUndefined, z.enum(catalogueSorts, { message: 'Unknown sort' }).default('name')),
    category: z.preprocess(
      blankToUndefined,
      z.enum(categoryKeys, { message: 'Unknown category' }).optional(),
    ),
    tier: z.preprocess(blankToUndefined, z.enum(tiers, { message: 'Unknown tier' }).optional()),
    q: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .max(200, 'Search text is too long')
        .refine((v) => !v.includes('\u0000'), 'Search text is not valid')
        .optional(),
    ),
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
    minPrice: priceCents('minPrice'),
    maxPrice: priceCents('maxPrice'),
    // A rating from 1 to 5 with at most one decimal, compared with the one-decimal average shown on cards.
    minRating: z.preprocess(
      blankToUndefined,
      z
        .string({ message: 'minRating must be a rating from 1 to 5' })
        .regex(/^[1-5](\.\d)?$/, 'minRating must be a rating from 1 to 5')
        .transform(Number)
        .refine((n) => n <= 5, 'minRating must be a rating from 1 to 5')
        .optional(),
    ),
  })
  .refine((v) => v.minPrice === undefined || v.maxPrice === undefined || v.minPrice <= v.maxPrice, {
    message: 'minPrice must not be above maxPrice',
  })
  .refine((v) => v.sort !== 'relevance' || Boolean(v.q), {
    message: 'Sorting by relevance needs search text',
  })

export type ListTemplatesQuery = z.infer<typeof listTemplatesQuery>

function blankToUndefined(v: unknown) {
  return typeof v === 'string' && v.trim() === '' ? undefined : v
}
