import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { modelRuns } from '../../db/schema/model-runs.ts'
import { AppError } from '../../lib/errors.ts'
import type { AiModelConfig } from '../../../shared/model-runs/ai-models.ts'
import { reservationFor, tokenEstimate } from '../../../shared/model-runs/run-cost.ts'
import { dailyAnswerLimit, maxConcurrentRuns } from '../../../shared/model-runs/run-limits.ts'
import { spendCredits } from '../credits/public.ts'
import { findOwnCustomization } from '../customizations/public.ts'
import type { RunRow } from './run-row.ts'

type RunnableModel = Pick<AiModelConfig, 'id' | 'label' | 'priceIn' | 'priceOut' | 'maxOutputTokens'>

/**
 * Starts a run of the member's own saved customisation on one to three models: checks the caps, then reserves the
 * most each answer can cost ('run:<id>:reserve'). The prompt is the customisation's, never the caller's.
 */
export async function startModelRuns(
  db: Db,
  {
    userId,
    customizationId,
    modelIds,
    models,
    onAllowed,
  }: {
    userId: string
    customizationId: string
    modelIds: string[]
    models: RunnableModel[]
    /** Called once the caps and the balance have passed, before the reservation is written and committed. */
    onAllowed?: (prompt: string, modelIds: string[]) => void
  },
): Promise<{ batchId: string; prompt: string; runs: RunRow[] }> {
  if (!models.length)
    throw new AppError('no_models', 'No AI model is connected to this marketplace yet.', 409)
  const chosen = modelIds.map((id) => {
    const model = models.find((m) => m.id === id)
    if (!model) throw new AppError('model_not_found', 'That model is not available. Choose another.', 400)
    return model
  })
  return db.transaction(async (tx) => {
    // A member's starts queue here, so two at once cannot both pass the caps below. The locked row's balance is its
    // latest (a start that waited sees the one before it); the counts need a statement of their own, taken after
    // the wait, since a statement's subqueries would still see the rows as they were before it.
    const [profile] = await queryRows<{ balance: number }>(
      tx,
      sql`SELECT balance FROM profiles WHERE user_id = ${userId} FOR UPDATE`,
    )
    const customization = await findOwnCustomization(tx, { userId, id: customizationId })
    const [counts] = await queryRows<{ running: number; today: number }>(
      tx,
      sql`SELECT count(DISTINCT batch_id) FILTER (WHERE status = 'running')::int AS running,
                 count(*) FILTER (WHERE started_at > now() - interval '24 hours')::int AS today
          FROM model_runs WHERE user_id = ${userId}`,
    )
    if (Number(counts?.running ?? 0) >= maxConcurrentRuns)
      throw new AppError(
        'too_many_runs',
        `You already have ${maxConcurrentRuns} runs streaming. Wait for one to finish, or stop it, then run again.`,
        429,
      )
    const today = Number(counts?.today ?? 0)
    if (today + chosen.length > dailyAnswerLimit)
      throw new AppError(
        'daily_run_limit',
        `You can get ${dailyAnswerLimit} model answers a day and have ${Math.max(0, dailyAnswerLimit - today)} left today. Try again tomorrow, or choose fewer models.`,
        429,
      )
    const prompt = customization.generatedPrompt
    const planned = chosen.map((m) => ({ model: m, reserved: reservationFor(m, prompt) }))
    const total = planned.reduce((sum, p) => sum + p.reserved, 0)
    const balance = Number(profile?.balance ?? 0)
    if (balance < total)
      throw new AppError(
        'insufficient_credits',
        `This run needs ${total} credit(s) held while it streams (you pay only for what it uses, the rest comes back); you have ${balance}.`,
        422,
      )
    onAllowed?.(
      prompt,
      chosen.map((m) => m.id),
    )
    const batchId = randomUUID()
    const runs = await tx
      .insert(modelRuns)
      .values(
        planned.map(({ model, reserved }) => ({
          userId,
          customizationId: customization.id,
          customizationVersion: customization.version,
          batchId,
          modelId: model.id,
          modelLabel: model.label,
          priceIn: model.priceIn,
          priceOut: model.priceOut,
          promptTokensEstimate: tokenEstimate(prompt),
          reserved,
        })),
      )
      .returning()
    for (const run of runs)
      if (run.reserved > 0)
        await spendCredits(tx, {
          userId,
          amount: run.reserved,
          type: 'model_run',
          description: `Model run on ${run.modelLabel}: ${run.reserved} credit(s) held until it ends`,
          referenceId: run.id,
          key: `run:${run.id}:reserve`,
        })
    return { batchId, prompt, runs }
  })
}
