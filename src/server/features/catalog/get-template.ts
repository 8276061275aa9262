import type { Db } from '../../db/client.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { activeTemplateWhere } from './active-template-where.ts'
import type { PublicTemplate } from '../../../shared/catalog/public-template.ts'
import { AppError } from '../../lib/errors.ts'
import { publicColumns } from './public-columns.ts'
import { toPublicTemplate } from './public-template.ts'

/** One active template by id or slug, public fields only. */
export async function getTemplate(db: Db, idOrSlug: string): Promise<PublicTemplate> {
  const [row] = await db
    .select(publicColumns)
    .from(promptTemplates)
    .where(activeTemplateWhere(idOrSlug))
    .limit(1)
  if (!row) throw new AppError('not_found', 'Prompt not found', 404)
  return toPublicTemplate(row)
}
