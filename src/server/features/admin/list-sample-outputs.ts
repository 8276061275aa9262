import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { sampleOutputs } from '../../db/schema/sample-outputs.ts'
import { AppError } from '../../lib/errors.ts'
import type { AdminSampleOutputs } from '../../../shared/catalog/sample-output.ts'
import { samplePromptOf } from './sample-prompt-hash.ts'

/** Every sample output of a template (drafts too), newest first, and the prompt to give a model for a new one. */
export async function listSampleOutputs(db: Db, templateId: string): Promise<AdminSampleOutputs> {
  const [template] = await db
    .select({
      masterPrompt: promptTemplates.masterPrompt,
      questions: promptTemplates.questions,
      promptLines: promptTemplates.promptLines,
    })
    .from(promptTemplates)
    .where(eq(promptTemplates.id, templateId))
  if (!template) throw new AppError('not_found', 'Template not found', 404)
  const current = samplePromptOf(template)
  const rows = await db
    .select()
    .from(sampleOutputs)
    .where(eq(sampleOutputs.promptId, templateId))
    .orderBy(desc(sampleOutputs.createdAt), desc(sampleOutputs.id))
  return {
    samplePrompt: current.prompt,
    items: rows.map((r) => ({
      id: r.id,
      modelName: r.modelName,
      producedOn: r.producedOn,
      output: r.output,
      status: r.status === 'published' ? 'published' : 'draft',
      publishedAt: r.publishedAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
      createdBy: r.createdBy,
      promptChanged: r.promptSha256 !== current.sha256,
    })),
  }
}
