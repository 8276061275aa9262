import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { AppError } from '../../lib/errors.ts'

/** Why a member who does not own a template is refused: nobody else learns that a hidden one exists. */
export async function notOwnedError(db: Db, templateId: string): Promise<AppError> {
  const [row] = await db
    .select({ status: promptTemplates.status })
    .from(promptTemplates)
    .where(eq(promptTemplates.id, templateId))
    .limit(1)
  if (!row || row.status !== 'active') return new AppError('not_found', 'Prompt not found', 404)
  return new AppError('not_owned', 'Purchase this prompt to customise it', 403)
}
