import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { AppError } from '../../lib/errors.ts'
import { ownsTemplate } from '../purchases/public.ts'
import { notOwnedError } from './not-owned-error.ts'

/**
 * POST /api/templates/:id/update: the owner moves to the version on sale. One conditional statement, so a repeat or
 * two at once move the purchase once; the version comes from the template row, never from the caller.
 * Saved customisations stay as they are: each holds the prompt it generated.
 */
export async function acceptTemplateUpdate(
  db: Db,
  { userId, templateId }: { userId: string; templateId: string },
): Promise<{ version: number }> {
  const [moved] = await queryRows<{ version: number }>(
    db,
    sql`UPDATE prompt_purchases p SET template_version = t.current_version
        FROM prompt_templates t
        WHERE t.id = p.prompt_id AND p.user_id = ${userId} AND p.prompt_id = ${templateId}
          AND p.status = 'completed' AND p.template_version IS NOT NULL AND t.current_version IS NOT NULL
          AND p.template_version <> t.current_version
        RETURNING p.template_version AS version`,
  )
  if (moved) return { version: Number(moved.version) }
  if (!(await ownsTemplate(db, { userId, templateId }))) throw await notOwnedError(db, templateId)
  throw new AppError('no_update', 'You already have the latest version of this prompt.', 409)
}
