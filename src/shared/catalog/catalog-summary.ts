import type { CategoryKey } from './categories.ts'
import type { Tier } from './tiers.ts'

/** GET /api/catalog-summary: how many active templates each category and tier holds, without the templates. */
export type CatalogSummary = {
  total: number
  categories: Record<CategoryKey, { count: number; tiers: Record<Tier, number> }>
}
