import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { isUniqueViolation } from '../../db/pg-errors.ts'
import { AppError } from '../../lib/errors.ts'
import type { RealtimeEvent } from '../realtime/public.ts'
import type { TemplateValues } from '../../../shared/admin/template-input.ts'
import { slugTaken } from './create-template.ts'
import { getAdminTemplate } from './get-admin-template.ts'
import { recordAudit } from './record-audit.ts'
import { templateColumns } from './template-columns.ts'

/**
 * Saves every field of a template. The caller publishes the returned events after this returns (after commit):
 * template-deleted when it is archived, template-updated otherwise, so open wizards and listings reload it.
 */
export async function updateTemplate(
  db: Db,
  { adminId, id, values }: { adminId: string; id: string; values: TemplateValues },
) {
  try {
    await db.transaction(async (tx) => {
      const [before] = await tx.select().from(promptTemplates).where(eq(promptTemplates.id, id)).for('update')
      if (!before) throw new AppError('not_found', 'Template not found', 404)
      if (
        values.expectedUpdatedAt &&
        new Date(values.expectedUpdatedAt).getTime() !== before.updatedAt.getTime()
      )
        throw new AppError(
          'edit_conflict',
          'Someone saved this template after you opened it. Reload it to see their changes.',
          409,
        )
      const next = templateColumns(values)
      const changed = (Object.keys(next) as (keyof typeof next)[]).filter(
        (k) => stableJson(next[k]) !== stableJson(before[k]),
      )
      await tx
        .update(promptTemplates)
        .set({ ...next, updatedAt: sql`clock_timestamp()` })
        .where(eq(promptTemplates.id, id))
      await recordAudit(tx, {
        adminId,
        action: 'template.update',
        target: id,
        details: { name: next.name, changed, ...(changed.includes('status') ? { status: next.status } : {}) },
      })
    })
  } catch (err) {
    if (isUniqueViolation(err, 'prompt_templates_slug_unique')) throw slugTaken(values.slug)
    throw err
  }
  const template = await getAdminTemplate(db, id)
  const events: RealtimeEvent[] = [
    { type: template.status === 'archived' ? 'template-deleted' : 'template-updated', templateId: id },
  ]
  return { template, events }
}

// jsonb does not keep key order, so compare with keys sorted.
const stableJson = (value: unknown): string =>
  JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  )
