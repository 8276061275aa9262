import type { CategoryKey } from '../../../../shared/catalog/categories.ts'
import type { CatalogueSort } from '../../../../shared/catalog/catalogue-sort.ts'
import type { Tier } from '../../../../shared/catalog/tiers.ts'

export type TemplateFilter = {
  category?: CategoryKey
  tier?: Tier
  q?: string
  limit: number
  sort?: CatalogueSort
  /** AUD cents. */
  minPrice?: number
  maxPrice?: number
  minRating?: number
}

export const templateQuery = (f: TemplateFilter, cursor?: string) => ({
  limit: String(f.limit),
  ...(f.sort ? { sort: f.sort } : {}),
  ...(f.category ? { category: f.category } : {}),
  ...(f.tier ? { tier: f.tier } : {}),
  ...(f.q ? { q: f.q } : {}),
  ...(f.minPrice !== undefined ? { minPrice: String(f.minPrice) } : {}),
  ...(f.maxPrice !== undefined ? { maxPrice: String(f.maxPrice) } : {}),
  ...(f.minRating !== undefined ? { minRating: f.minRating.toFixed(1) } : {}),
  ...(cursor ? { cursor } : {}),
})
