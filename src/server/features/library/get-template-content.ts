import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import type { SessionUser } from '../../app-env.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { AppError } from '../../lib/errors.ts'
import { ownsTemplate } from '../purchases/public.ts'
import { readPromptLines } from '../../../shared/catalog/prompt-lines.ts'
import type { TemplateContent } from '../../../shared/library/library-item.ts'

/** GET /api/templates/:id/content: the questions and master prompt, for an owner or an admin only. */
export async function getTemplateContent(
  db: Db,
  { user, templateId }: { user: SessionUser; templateId: string },
): Promise<TemplateContent> {
  const [row] = await db
    .select({
      id: promptTemplates.id,
      name: promptTemplates.name,
      description: promptTemplates.description,
      howToUse: promptTemplates.howToUse,
      status: promptTemplates.status,
      questions: promptTemplates.questions,
      masterPrompt: promptTemplates.masterPrompt,
      promptLines: promptTemplates.promptLines,
      updatedAt: promptTemplates.updatedAt,
    })
    .from(promptTemplates)
    .where(eq(promptTemplates.id, templateId))
    .limit(1)
  const isOwner = row ? await ownsTemplate(db, { userId: user.id, templateId: row.id }) : false
  // Owners keep access for life, even to an archived template; nobody else learns that a hidden one exists.
  if (!row || (!isOwner && user.role !== 'admin' && row.status !== 'active'))
    throw new AppError('not_found', 'Prompt not found', 404)
  if (!isOwner && user.role !== 'admin')
    throw new AppError('not_owned', 'Purchase this prompt to customise it', 403)
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    howToUse: row.howToUse,
    questions: Array.isArray(row.questions) ? row.questions : [],
    masterPrompt: row.masterPrompt,
    promptLines: readPromptLines(row.promptLines),
    updatedAt: new Date(row.updatedAt).toISOString(),
  }
}
