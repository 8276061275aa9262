import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { sampleOutputs } from '../../db/schema/sample-outputs.ts'
import { AppError } from '../../lib/errors.ts'
import { ModelError, type ModelPort, type ModelUsage } from '../model-runs/public.ts'
import type { AiModelConfig } from '../../../shared/model-runs/ai-models.ts'
import { creditsFor, tokenEstimate } from '../../../shared/model-runs/run-cost.ts'
import { recordAudit } from './record-audit.ts'
import { samplePromptOf } from './sample-prompt-hash.ts'

const maxOutputChars = 60_000

/**
 * Asks a configured model for a template's sample output (issue 22): the sample persona's prompt, built here from the
 * template as it is, goes to the model; its whole answer becomes a draft with the model's label and today's date,
 * for the admin to review and publish. An admin tool, so nobody is charged: the audit row records the model, the
 * tokens and what the run would have cost a member, so the spend is visible. A failed or empty answer stores nothing.
 */
export async function generateSampleOutput(
  db: Db,
  {
    actorId,
    templateId,
    modelId,
    models,
    port,
    signal,
  }: {
    actorId: string
    templateId: string
    modelId: string
    models: AiModelConfig[]
    port: ModelPort
    signal: AbortSignal
  },
) {
  if (models.length === 0)
    throw new AppError('no_models', 'No AI model is connected: set AI_MODELS to generate samples', 409)
  const model = models.find((m) => m.id === modelId)
  if (!model) throw new AppError('model_not_found', 'That model is not available', 400)
  const [template] = await db
    .select({
      masterPrompt: promptTemplates.masterPrompt,
      questions: promptTemplates.questions,
      promptLines: promptTemplates.promptLines,
    })
    .from(promptTemplates)
    .where(eq(promptTemplates.id, templateId))
  if (!template) throw new AppError('not_found', 'Template not found', 404)
  const { prompt, sha256 } = samplePromptOf(template)

  const started = performance.now()
  let output = ''
  let usage: ModelUsage | null = null
  try {
    for await (const part of port.stream({ modelId, prompt, signal })) {
      if (part.type === 'finish') usage = part.usage
      else output += part.text
    }
  } catch (err) {
    if (err instanceof ModelError)
      throw new AppError(
        'model_failed',
        `${model.label} could not answer. ${err.message} Nothing was saved.`,
        422,
      )
    throw err
  }
  if (signal.aborted)
    throw new AppError('stopped', 'The model was stopped before it finished. Nothing was saved.', 409)
  output = output.trim()
  if (output === '')
    throw new AppError('model_failed', `${model.label} gave an empty answer. Nothing was saved.`, 422)
  if (output.length > maxOutputChars)
    throw new AppError(
      'model_failed',
      `${model.label}'s answer is longer than 60,000 characters. Nothing was saved.`,
      422,
    )

  const tokensIn = usage?.inputTokens ?? tokenEstimate(prompt)
  const tokensOut = usage?.outputTokens ?? tokenEstimate(output)
  const producedOn = new Date().toISOString().slice(0, 10)
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(sampleOutputs)
      .values({
        promptId: templateId,
        modelName: model.label,
        producedOn,
        output,
        promptSha256: sha256,
        createdBy: actorId,
      })
      .returning({ id: sampleOutputs.id })
    await recordAudit(tx, {
      adminId: actorId,
      action: 'sample-output.generate',
      target: templateId,
      details: {
        sampleId: row!.id,
        modelId: model.id,
        modelName: model.label,
        producedOn,
        tokensIn,
        tokensOut,
        usageReported: usage?.inputTokens !== undefined && usage?.outputTokens !== undefined,
        durationMs: Math.round(performance.now() - started),
        // Not charged to anyone (an admin tool); what a member's run would have cost, so the spend is on record.
        charged: 0,
        creditsAtModelPrice: creditsFor(model, tokensIn, tokensOut),
      },
    })
    return { id: row!.id, modelName: model.label, producedOn }
  })
}
