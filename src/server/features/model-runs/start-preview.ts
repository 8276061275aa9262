import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { modelPreviews } from '../../db/schema/model-previews.ts'
import { AppError } from '../../lib/errors.ts'
import type { AiModelConfig } from '../../../shared/model-runs/ai-models.ts'
import {
  previewMaxOutputTokens,
  previewQuestionCount,
  previewsPerAddressDaily,
  previewsPerMemberDaily,
} from '../../../shared/model-runs/preview-limits.ts'
import {
  publicQuestions,
  samplePersonaAnswers,
  samplePersonaBase,
} from '../../../shared/catalog/prompt-preview.ts'
import { generatePrompt } from '../../../shared/customization/generate-prompt.ts'
import { questionWidget, type PromptAnswers } from '../../../shared/customization/answers.ts'
import { readPromptLines } from '../../../shared/catalog/prompt-lines.ts'
import { ownsTemplate } from '../purchases/public.ts'

type PreviewModel = Pick<AiModelConfig, 'id' | 'label' | 'maxOutputTokens'>

export type PreviewLimits = { perMember: number; perAddress: number }
export const defaultPreviewLimits: PreviewLimits = {
  perMember: previewsPerMemberDaily,
  perAddress: previewsPerAddressDaily,
}

export type StartedPreview = {
  id: string
  modelId: string
  modelLabel: string
  /** The template's prompt for these answers: it goes to the model only, never to the caller. */
  prompt: string
  maxOutputTokens: number
}

/**
 * Starts a member's free preview of a template they do not own (decision 0033): the prompt is the template's, built
 * here from the member's answers to its first questions (or the sample persona's); the limits are read from the
 * recorded previews of today (UTC) and a row is written, all in one transaction. No credits move.
 */
export async function startPreview(
  db: Db,
  opts: {
    userId: string
    clientAddress: string
    templateId: string
    modelId: string
    useSamplePersona: boolean
    answers: Record<string, string>
    models: PreviewModel[]
    limits?: PreviewLimits
  },
): Promise<StartedPreview> {
  const { userId, clientAddress, templateId, models, limits = defaultPreviewLimits } = opts
  if (!models.length)
    throw new AppError('no_models', 'No AI model is connected to this marketplace yet.', 409)
  const model = models.find((m) => m.id === opts.modelId)
  if (!model) throw new AppError('model_not_found', 'That model is not available. Choose another.', 400)
  const [template] = await db
    .select({
      id: promptTemplates.id,
      masterPrompt: promptTemplates.masterPrompt,
      questions: promptTemplates.questions,
      promptLines: promptTemplates.promptLines,
    })
    .from(promptTemplates)
    .where(and(eq(promptTemplates.id, templateId), eq(promptTemplates.status, 'active')))
    .limit(1)
  if (!template) throw new AppError('not_found', 'Prompt not found', 404)
  if (await ownsTemplate(db, { userId, templateId }))
    throw new AppError(
      'owns_template',
      'You own this prompt: run your own customisation of it from your library for the full result.',
      403,
    )
  const answers = previewAnswers(template.questions, opts)
  const prompt = generatePrompt({
    base: samplePersonaBase,
    masterPrompt: template.masterPrompt,
    questions: template.questions,
    promptLines: readPromptLines(template.promptLines),
    answers,
  })

  return db.transaction(async (tx) => {
    // One member's starts, and one address's, queue here, so two at once cannot both pass the limits below.
    await queryRows(tx, sql`SELECT pg_advisory_xact_lock(hashtext(${`preview:user:${userId}`}))`)
    await queryRows(tx, sql`SELECT pg_advisory_xact_lock(hashtext(${`preview:address:${clientAddress}`}))`)
    const [counts] = await queryRows<{ template: number; member: number; address: number }>(
      tx,
      sql`SELECT count(*) FILTER (WHERE user_id = ${userId} AND template_id = ${templateId})::int AS template,
                 count(*) FILTER (WHERE user_id = ${userId})::int AS member,
                 count(*) FILTER (WHERE client_address = ${clientAddress})::int AS address
          FROM model_previews
          WHERE day = (now() AT TIME ZONE 'UTC')::date
            AND (user_id = ${userId} OR client_address = ${clientAddress})`,
    )
    if (Number(counts?.template ?? 0) > 0) throw previewUsed()
    if (Number(counts?.member ?? 0) >= limits.perMember)
      throw new AppError(
        'preview_daily_limit',
        `You have used your ${limits.perMember} free previews for today. New previews open at midnight UTC.`,
        429,
      )
    if (Number(counts?.address ?? 0) >= limits.perAddress)
      throw new AppError(
        'preview_address_limit',
        'Too many free previews have come from your network today. New previews open at midnight UTC.',
        429,
      )
    const [row] = await tx
      .insert(modelPreviews)
      .values({
        userId,
        templateId,
        clientAddress,
        modelId: model.id,
        modelLabel: model.label,
        usedSamplePersona: opts.useSamplePersona,
      })
      .onConflictDoNothing()
      .returning({ id: modelPreviews.id })
    // The unique (member, template, day) index is the last word, whatever raced the count above.
    if (!row) throw previewUsed()
    return {
      id: row.id,
      modelId: model.id,
      modelLabel: model.label,
      prompt,
      maxOutputTokens: Math.min(model.maxOutputTokens, previewMaxOutputTokens),
    }
  })
}

const previewUsed = () =>
  new AppError(
    'preview_used',
    'You have already previewed this prompt today. Get this prompt for the full result, or preview it again tomorrow (days change at midnight UTC).',
    409,
  )

/**
 * The answers the preview's prompt is made with: the member's to the first questions (only those the detail page
 * shows), and the sample persona's for every other question, or for all with `useSamplePersona`.
 */
function previewAnswers(
  questions: Parameters<typeof publicQuestions>[0],
  { useSamplePersona, answers }: { useSamplePersona: boolean; answers: Record<string, string> },
): PromptAnswers {
  const persona = samplePersonaAnswers(questions)
  if (useSamplePersona) {
    if (!Object.keys(persona).length)
      throw new AppError(
        'no_sample_persona',
        'This prompt has no sample persona. Answer the questions instead.',
        400,
      )
    return persona
  }
  const shown = publicQuestions(questions).slice(0, previewQuestionCount)
  const shownIds = new Set(shown.map((q) => q.id))
  for (const id of Object.keys(answers))
    if (!shownIds.has(id))
      throw new AppError('bad_answers', 'Answer only the questions shown for the preview.', 400)
  const given = Object.entries(answers).filter(([, text]) => text.trim() !== '')
  if (shown.length > 0 && given.length === 0)
    throw new AppError('no_answers', 'Answer at least one question, or use the sample persona.', 400)
  const merged: PromptAnswers = { ...persona }
  for (const [id, text] of given) {
    const index = shown.findIndex((q) => q.id === id)
    const question = (questions ?? [])[index]
    merged[id] = question && questionWidget(question) === 'multi' ? [text.trim()] : text.trim()
  }
  return merged
}
