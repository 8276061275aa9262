import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { categories } from '../../../shared/catalog/categories.ts'
import type { ListAdminTemplatesQuery } from '../../../shared/admin/template-input.ts'
import { summaryColumns, toSummary } from './template-row.ts'

const t = promptTemplates

/** Every template whatever its status, by name, filtered by text, status, category and tier. */
export async function listAdminTemplates(db: Db, query: ListAdminTemplatesQuery) {
  const where: SQL[] = []
  if (query.status) where.push(eq(t.status, query.status))
  if (query.category) where.push(eq(t.category, categories.find((c) => c.key === query.category)!.name))
  if (query.tier) where.push(eq(t.tier, query.tier))
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`
    where.push(
      or(
        ilike(t.name, pattern),
        ilike(t.slug, pattern),
        ilike(t.id, pattern),
        ilike(t.description, pattern),
      )!,
    )
  }
  const rows = await db
    .select(summaryColumns)
    .from(t)
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(t.name), asc(t.id))
    .limit(1000)
  return { items: rows.map(toSummary) }
}
