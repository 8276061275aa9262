import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { promptTemplateCounts } from '../../db/schema/catalog.ts'
import { categories, categoryOf, type CategoryKey } from '../../../shared/catalog/categories.ts'
import type { CatalogSummary } from '../../../shared/catalog/catalog-summary.ts'
import { tierOf } from '../../../shared/catalog/tiers.ts'

/**
 * Counts of active templates per category and tier, read from the counts the database keeps by trigger
 * (migration 0006): a few rows, however large the catalogue.
 */
export async function getCatalogSummary(db: Db): Promise<CatalogSummary> {
  const k = promptTemplateCounts
  const rows = await db
    .select({ category: k.category, tier: k.tier, n: k.n })
    .from(k)
    .where(eq(k.status, 'active'))
  const summary = Object.fromEntries(
    categories.map((c) => [c.key, { count: 0, tiers: { daily: 0, boost: 0, super: 0 } }]),
  ) as CatalogSummary['categories']
  let total = 0
  for (const row of rows) {
    const n = Number(row.n)
    const entry = summary[categoryOf(row.category).key as CategoryKey]
    entry.count += n
    entry.tiers[tierOf(row.tier)] += n
    total += n
  }
  return { total, categories: summary }
}
