import type { Db } from '../../db/client.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { activeTemplateWhere } from './active-template-where.ts'
import { AppError } from '../../lib/errors.ts'
import { buildPromptPreview, type TemplatePreview } from '../../../shared/catalog/prompt-preview.ts'

/**
 * The questions (texts and types) and the sample persona's prompt preview of one active template, for anyone
 * (decision 0026). The master prompt is read here and cut down on the server; only the preview leaves.
 */
export async function getTemplatePreview(db: Db, idOrSlug: string): Promise<TemplatePreview> {
  const [row] = await db
    .select({
      masterPrompt: promptTemplates.masterPrompt,
      questions: promptTemplates.questions,
      promptLines: promptTemplates.promptLines,
    })
    .from(promptTemplates)
    .where(activeTemplateWhere(idOrSlug))
    .limit(1)
  if (!row) throw new AppError('not_found', 'Prompt not found', 404)
  return buildPromptPreview(row)
}
