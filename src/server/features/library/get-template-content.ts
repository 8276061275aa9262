import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import type { SessionUser } from '../../app-env.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { AppError } from '../../lib/errors.ts'
import { readPromptLines } from '../../../shared/catalog/prompt-lines.ts'
import type { TemplateContent } from '../../../shared/library/library-item.ts'
import { readOwnedContent } from './read-owned-content.ts'
import { notOwnedError } from './not-owned-error.ts'

/**
 * GET /api/templates/:id/content: the questions and master prompt, for an owner (the version they hold, decision
 * 0035) or an admin (the live row, which is what they edit).
 */
export async function getTemplateContent(
  db: Db,
  { user, templateId }: { user: SessionUser; templateId: string },
): Promise<TemplateContent> {
  // Owners keep access for life, even to an archived template.
  const owned = await readOwnedContent(db, { userId: user.id, templateId })
  if (owned)
    return {
      id: owned.templateId,
      name: owned.name,
      description: owned.description,
      howToUse: owned.howToUse,
      questions: owned.questions,
      masterPrompt: owned.masterPrompt,
      promptLines: owned.promptLines,
      updatedAt: owned.updatedAt.toISOString(),
      version: owned.version,
    }
  if (user.role !== 'admin') throw await notOwnedError(db, templateId)
  const [row] = await db
    .select({
      id: promptTemplates.id,
      name: promptTemplates.name,
      description: promptTemplates.description,
      howToUse: promptTemplates.howToUse,
      questions: promptTemplates.questions,
      masterPrompt: promptTemplates.masterPrompt,
      promptLines: promptTemplates.promptLines,
      updatedAt: promptTemplates.updatedAt,
      version: promptTemplates.currentVersion,
    })
    .from(promptTemplates)
    .where(eq(promptTemplates.id, templateId))
    .limit(1)
  if (!row) throw new AppError('not_found', 'Prompt not found', 404)
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    howToUse: row.howToUse,
    questions: Array.isArray(row.questions) ? row.questions : [],
    masterPrompt: row.masterPrompt,
    promptLines: readPromptLines(row.promptLines),
    updatedAt: new Date(row.updatedAt).toISOString(),
    version: row.version,
  }
}
