import { and, asc, eq, gte, ilike, lte, not, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { categories } from '../../../shared/catalog/categories.ts'
import type { ListTemplatesQuery } from '../../../shared/catalog/list-templates-query.ts'
import type { TemplatePage } from '../../../shared/catalog/public-template.ts'
import { AppError } from '../../lib/errors.ts'
import { publicColumns } from './public-columns.ts'
import { toPublicTemplate } from './public-template.ts'
import {
  afterCursor,
  cursorValues,
  decodeCursor,
  encodeCursor,
  kindsOf,
  orderBy,
  orderColumns,
  orders,
  type OrderRow,
} from './catalogue-order.ts'

const t = promptTemplates
const columns = { ...publicColumns, ...orderColumns }

/**
 * Active templates, filtered, in one of the catalogue's orders, a page at a time with an opaque cursor
 * (decision 0029). Every order but relevance walks its own index from the cursor.
 */
export async function listTemplates(db: Db, query: ListTemplatesQuery): Promise<TemplatePage> {
  const filters = filtersOf(query)
  if (query.sort === 'relevance') return listByRelevance(db, query, filters)
  const order = orders[query.sort]
  const where = [...filters]
  if (query.q) where.push(or(ilike(t.name, patternOf(query.q)), ilike(t.description, patternOf(query.q)))!)
  if (query.cursor) where.push(afterCursor(order, decodeCursor(query.cursor, query.sort, kindsOf(order))))
  const rows = await db
    .select(columns)
    .from(t)
    .where(and(...where))
    .orderBy(...orderBy(order))
    .limit(query.limit + 1)
  const page = rows.slice(0, query.limit)
  const last = page.at(-1)
  return {
    items: page.map(toPublicTemplate),
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor(query.sort, cursorValues(order, last as OrderRow))
        : null,
  }
}

function filtersOf(query: ListTemplatesQuery): SQL[] {
  const where: SQL[] = [eq(t.status, 'active')]
  if (query.category) where.push(eq(t.category, categories.find((c) => c.key === query.category)!.name))
  if (query.tier) where.push(eq(t.tier, query.tier))
  if (query.minPrice !== undefined) where.push(gte(t.priceCents, query.minPrice))
  if (query.maxPrice !== undefined) where.push(lte(t.priceCents, query.maxPrice))
  // Written on the rating index's own expression, so the planner can read just the rated range from it.
  if (query.minRating !== undefined)
    where.push(sql`(-${t.ratingAverage}) <= ${(-query.minRating).toFixed(1)}::numeric`)
  return where
}

const patternOf = (q: string) => `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`

/**
 * Relevance: templates whose name contains the text, then those where only the description does, each by name.
 * Two index walks, the second only when the first runs out; the cursor says which group it is in.
 */
async function listByRelevance(db: Db, query: ListTemplatesQuery, filters: SQL[]): Promise<TemplatePage> {
  const pattern = patternOf(query.q!)
  const groups: SQL[] = [
    ilike(t.name, pattern),
    and(ilike(t.description, pattern), not(ilike(t.name, pattern)))!,
  ]
  let [group, name, id]: [number, string | null, string | null] = [0, null, null]
  if (query.cursor) {
    const [g, n, i] = decodeCursor(query.cursor, 'relevance', ['int', 'text', 'text'])
    if (g !== 0 && g !== 1) throw new AppError('bad_request', 'Invalid cursor', 400)
    ;[group, name, id] = [g as number, n as string, i as string]
  }
  const found: { group: number; row: Awaited<ReturnType<typeof pageOf>>[number] }[] = []
  for (let g = group; g < groups.length && found.length <= query.limit; g++) {
    const after =
      g === group && name !== null ? [sql`(${t.name}, ${t.id}) > (${name}::text, ${id}::text)`] : []
    const rows = await pageOf(db, [...filters, groups[g]!, ...after], query.limit + 1 - found.length)
    found.push(...rows.map((row) => ({ group: g, row })))
  }
  const page = found.slice(0, query.limit)
  const last = page.at(-1)
  return {
    items: page.map((f) => toPublicTemplate(f.row)),
    nextCursor:
      found.length > query.limit && last
        ? encodeCursor('relevance', [last.group, last.row.name, last.row.id])
        : null,
  }
}

const pageOf = (db: Db, where: SQL[], limit: number) =>
  db
    .select(publicColumns)
    .from(t)
    .where(and(...where))
    .orderBy(asc(t.name), asc(t.id))
    .limit(limit)
