import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { AppError } from '../../lib/errors.ts'
import { summaryColumns, toAdminTemplate } from './template-row.ts'

/** One template with every field (the goods included), whatever its status. */
export async function getAdminTemplate(db: Db, id: string) {
  const { questionCount, owners } = summaryColumns
  const [row] = await db
    .select({ row: promptTemplates, questionCount, owners })
    .from(promptTemplates)
    .where(eq(promptTemplates.id, id))
    .limit(1)
  if (!row) throw new AppError('not_found', 'Template not found', 404)
  return toAdminTemplate({ ...row.row, questionCount: row.questionCount, owners: row.owners })
}
