import { count, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { categories, categoryOf, type CategoryKey } from '../../../shared/catalog/categories.ts'
import type { CatalogSummary } from '../../../shared/catalog/catalog-summary.ts'
import { tierOf } from '../../../shared/catalog/tiers.ts'

/** Counts of active templates per category and tier: one grouped query, however large the catalogue. */
export async function getCatalogSummary(db: Db): Promise<CatalogSummary> {
  const t = promptTemplates
  const rows = await db
    .select({ category: t.category, tier: t.tier, n: count() })
    .from(t)
    .where(eq(t.status, 'active'))
    .groupBy(t.category, t.tier)
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
