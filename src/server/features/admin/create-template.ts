import type { Db } from '../../db/client.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { isUniqueViolation } from '../../db/pg-errors.ts'
import { AppError } from '../../lib/errors.ts'
import type { RealtimeEvent } from '../realtime/public.ts'
import type { TemplateValues } from '../../../shared/admin/template-input.ts'
import { freeTemplateId } from './free-template-id.ts'
import { getAdminTemplate } from './get-admin-template.ts'
import { recordAudit } from './record-audit.ts'
import { templateColumns } from './template-columns.ts'

export const slugTaken = (slug: string) =>
  new AppError('slug_taken', `Another template already uses the slug ${slug}`, 409)

/** A new template; its id is its first slug (ids stay fixed when the slug later changes). */
export async function createTemplate(
  db: Db,
  { adminId, values }: { adminId: string; values: TemplateValues },
) {
  try {
    const id = await db.transaction(async (tx) => {
      const id = await freeTemplateId(tx, values.slug)
      await tx.insert(promptTemplates).values({ id, ...templateColumns(values) })
      await recordAudit(tx, {
        adminId,
        action: 'template.create',
        target: id,
        details: { name: values.name, status: values.status },
      })
      return id
    })
    const template = await getAdminTemplate(db, id)
    const events: RealtimeEvent[] =
      template.status === 'active' ? [{ type: 'template-updated', templateId: id }] : []
    return { template, events }
  } catch (err) {
    if (isUniqueViolation(err, 'prompt_templates_slug_unique')) throw slugTaken(values.slug)
    throw err
  }
}
