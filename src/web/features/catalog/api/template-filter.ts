import type { CategoryKey } from '../../../../shared/catalog/categories.ts'
import type { Tier } from '../../../../shared/catalog/tiers.ts'

export type TemplateFilter = { category?: CategoryKey; tier?: Tier; q?: string; limit: number }

export const templateQuery = (f: TemplateFilter, cursor?: string) => ({
  limit: String(f.limit),
  ...(f.category ? { category: f.category } : {}),
  ...(f.tier ? { tier: f.tier } : {}),
  ...(f.q ? { q: f.q } : {}),
  ...(cursor ? { cursor } : {}),
})
