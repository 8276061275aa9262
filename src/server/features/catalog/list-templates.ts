import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { categories } from '../../../shared/catalog/categories.ts'
import type { ListTemplatesQuery } from '../../../shared/catalog/list-templates-query.ts'
import type { TemplatePage } from '../../../shared/catalog/public-template.ts'
import { AppError } from '../../lib/errors.ts'
import { publicColumns } from './public-columns.ts'
import { toPublicTemplate } from './public-template.ts'

const t = promptTemplates

/** Active templates ordered by name, filtered and paged with an opaque (name, id) cursor. */
export async function listTemplates(db: Db, query: ListTemplatesQuery): Promise<TemplatePage> {
  const where: SQL[] = [eq(t.status, 'active')]
  if (query.category) where.push(eq(t.category, categories.find((c) => c.key === query.category)!.name))
  if (query.tier) where.push(eq(t.tier, query.tier))
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`
    where.push(or(ilike(t.name, pattern), ilike(t.description, pattern))!)
  }
  if (query.cursor) {
    const after = decodeCursor(query.cursor)
    // A row comparison, so PostgreSQL walks the (status, name, id) index from the cursor instead of filtering.
    where.push(sql`(${t.name}, ${t.id}) > (${after.name}, ${after.id})`)
  }
  const rows = await db
    .select(publicColumns)
    .from(t)
    .where(and(...where))
    .orderBy(asc(t.name), asc(t.id))
    .limit(query.limit + 1)
  const items = rows.slice(0, query.limit).map(toPublicTemplate)
  const last = items.at(-1)
  return { items, nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null }
}

const encodeCursor = (item: { name: string; id: string }) =>
  Buffer.from(JSON.stringify([item.name, item.id])).toString('base64url')

function decodeCursor(cursor: string): { name: string; id: string } {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
    if (Array.isArray(value) && typeof value[0] === 'string' && typeof value[1] === 'string')
      return { name: value[0], id: value[1] }
  } catch {
    /* fall through */
  }
  throw new AppError('bad_request', 'Invalid cursor', 400)
}
