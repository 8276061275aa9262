import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { AppError } from '../../lib/errors.ts'

/** The price (and version on sale) of a template as the database has it; only active templates are on sale. */
export async function findPurchasableTemplate(db: Db, promptId: string) {
  const [template] = await db
    .select({
      id: promptTemplates.id,
      name: promptTemplates.name,
      creditsCost: promptTemplates.creditsCost,
      priceCents: promptTemplates.priceCents,
      currentVersion: promptTemplates.currentVersion,
    })
    .from(promptTemplates)
    .where(and(eq(promptTemplates.id, promptId), eq(promptTemplates.status, 'active')))
    .limit(1)
  if (!template) throw new AppError('not_found', 'Prompt not found', 404)
  return template
}
