import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { sampleOutputs } from '../../db/schema/sample-outputs.ts'
import { AppError } from '../../lib/errors.ts'
import type { sampleOutputInput } from '../../../shared/catalog/sample-output.ts'
import type { z } from 'zod'
import { recordAudit } from './record-audit.ts'
import { samplePromptOf } from './sample-prompt-hash.ts'

/**
 * Attaches what a named model answered to the template's sample persona prompt, as a draft for review. Kept apart
 * from the admin route so a later model run can attach its own answer through the same door (with its actor id).
 * The prompt's hash is taken now, from the template as it is, so the sample stays tied to the prompt it answered.
 */
export async function attachSampleOutput(
  db: Db,
  {
    actorId,
    templateId,
    values,
  }: { actorId: string; templateId: string; values: z.output<typeof sampleOutputInput> },
) {
  return db.transaction(async (tx) => {
    const [template] = await tx
      .select({
        masterPrompt: promptTemplates.masterPrompt,
        questions: promptTemplates.questions,
        promptLines: promptTemplates.promptLines,
      })
      .from(promptTemplates)
      .where(eq(promptTemplates.id, templateId))
    if (!template) throw new AppError('not_found', 'Template not found', 404)
    const [row] = await tx
      .insert(sampleOutputs)
      .values({
        promptId: templateId,
        modelName: values.modelName,
        producedOn: values.producedOn,
        output: values.output,
        promptSha256: samplePromptOf(template).sha256,
        createdBy: actorId,
      })
      .returning({ id: sampleOutputs.id })
    await recordAudit(tx, {
      adminId: actorId,
      action: 'sample-output.attach',
      target: templateId,
      details: { sampleId: row!.id, modelName: values.modelName, producedOn: values.producedOn },
    })
    return { id: row!.id }
  })
}
