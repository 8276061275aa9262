import { afterAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { randomUUID } from 'node:crypto'
import { freshDb } from '../../testing/fresh-db.ts'
import { givenUser, range } from '../../testing/given.ts'
import { startModelStandIn, standInReply } from '../../testing/model-stand-in.ts'
import type { Db } from '../../db/client.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { promptPurchases } from '../../db/schema/purchases.ts'
import { creditTransactions } from '../../db/schema/credits.ts'
import { modelPreviews } from '../../db/schema/model-previews.ts'
import { parseEnv, type ConfiguredModel } from '../../env.ts'
import { AppError } from '../../lib/errors.ts'
import { tokenEstimate } from '../../../shared/model-runs/run-cost.ts'
import { previewMaxOutputTokens } from '../../../shared/model-runs/preview-limits.ts'
import { createAiSdkModelPort } from './ai-sdk-model-port.ts'
import { startPreview, type PreviewLimits } from './start-preview.ts'
import { streamPreview } from './stream-preview.ts'

const db: Db = (await freshDb()).db
const standIn = await startModelStandIn({ slowDelayMs: 1, longChunks: 400 })
afterAll(() => standIn.close())

const model = (id: string, provider: string, scenario: string) => ({
  id,
  label: `Model ${id}`,
  provider,
  baseUrl: standIn.openaiBaseUrl,
  model: scenario,
  priceIn: 100,
  priceOut: 200,
  maxOutputTokens: 1000,
})
const models: ConfiguredModel[] = parseEnv({
  NODE_ENV: 'test',
  AI_MODELS: JSON.stringify([
    model('gpt', 'openai-compatible', 'normal'),
    model('claude', 'anthropic', 'normal'),
    model('long', 'openai-compatible', 'long'),
    model('claude-long', 'anthropic', 'long'),
    model('broken', 'openai-compatible', 'server-error'),
  ]),
}).AI_MODELS
const port = createAiSdkModelPort(models)

const masterPrompt = 'SECRET-MASTER: act as a coach who plans the whole season in detail.'

async function givenTemplate() {
  const id = `preview-${randomUUID().slice(0, 8)}`
  await db.insert(promptTemplates).values({
    id,
    slug: id,
    name: 'Season planner',
    description: 'Plans a season',
    tier: 'starter',
    category: 'fitness',
    creditsCost: 10,
    priceCents: 500,
    masterPrompt,
    questions: [
      { id: 'goal', question: 'What is your goal?', type: 'text', example: 'Run a marathon' },
      { id: 'days', question: 'How many days a week?', type: 'select', options: ['3', '4', '5'] },
      { id: 'level', question: 'Your level?', type: 'text', example: 'Beginner' },
      { id: 'injuries', question: 'Any injuries?', type: 'text', example: 'A sore knee' },
    ],
  })
  return id
}

const address = () => `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`

async function preview(
  o: {
    userId: string
    templateId: string
    modelId?: string
    clientAddress?: string
    answers?: Record<string, string>
    useSamplePersona?: boolean
    limits?: PreviewLimits
  },
  signal = new AbortController().signal,
) {
  const started = await startPreview(db, {
    modelId: 'gpt',
    clientAddress: address(),
    answers: {},
    useSamplePersona: true,
    models,
    ...o,
  })
  let text = ''
  const outcome = await streamPreview(db, {
    port,
    preview: started,
    signal,
    onText: (t) => (text += t),
  })
  return { started, outcome, text }
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (err: unknown) =>
      err instanceof AppError ? { code: err.code, status: err.status, message: err.message } : err,
  )

describe('free previews', () => {
  it('streams the answer to the member’s answers, records it and moves no credits', async () => {
    const { id: userId } = await givenUser(db)
    const templateId = await givenTemplate()
    const before = standIn.requests.length
    const { started, outcome, text } = await preview({
      userId,
      templateId,
      useSamplePersona: false,
      answers: { goal: 'Swim 2 km without stopping' },
    })
    expect(outcome).toEqual({ status: 'finished', error: null, counted: true })
    expect(text).toBe(standInReply.join(''))
    // The template's prompt went to the model, with the member's answer and the persona's for the rest.
    const sent = JSON.stringify(standIn.requests[before]!.body)
    expect(sent).toContain('SECRET-MASTER')
    expect(sent).toContain('Swim 2 km without stopping')
    expect(sent).toContain('A sore knee')
    expect(sent).not.toContain('Run a marathon')
    expect(standIn.requests[before]!.body.max_tokens).toBe(previewMaxOutputTokens)
    const [row] = await db.select().from(modelPreviews).where(eq(modelPreviews.id, started.id))
    expect(row).toMatchObject({
      userId,
      templateId,
      modelId: 'gpt',
      modelLabel: 'Model gpt',
      status: 'finished',
      usedSamplePersona: false,
    })
    expect(row!.tokensIn).toBeGreaterThan(0)
    expect(row!.tokensOut).toBe(standInReply.length)
    expect(row!.finishedAt).not.toBeNull()
    expect(await db.select().from(creditTransactions).where(eq(creditTransactions.userId, userId))).toEqual(
      [],
    )
  })

  it.each(['long', 'claude-long'])('cuts a long answer at the preview length (%s)', async (modelId) => {
    const { id: userId } = await givenUser(db)
    const { outcome, text, started } = await preview({ userId, templateId: await givenTemplate(), modelId })
    expect(outcome.status).toBe('cut')
    expect(tokenEstimate(text)).toBeLessThanOrEqual(previewMaxOutputTokens)
    expect(tokenEstimate(text)).toBeGreaterThan(previewMaxOutputTokens - 10)
    const [row] = await db.select().from(modelPreviews).where(eq(modelPreviews.id, started.id))
    expect(row).toMatchObject({ status: 'cut', tokensOut: tokenEstimate(text) })
    await expect.poll(() => standIn.openStreams()).toBe(0)
  })

  it('gives the preview back when the provider fails before any output (a 500)', async () => {
    const { id: userId } = await givenUser(db)
    const templateId = await givenTemplate()
    const failed = await preview({ userId, templateId, modelId: 'broken' })
    expect(failed.outcome).toMatchObject({ status: 'failed', counted: false })
    expect(failed.outcome.error).toMatch(/HTTP 500/)
    expect(failed.text).toBe('')
    expect(await db.select().from(modelPreviews).where(eq(modelPreviews.userId, userId))).toEqual([])
    const again = await preview({ userId, templateId })
    expect(again.outcome.status).toBe('finished')
  })

  it('allows one preview per template a day, also when several start at once', async () => {
    const { id: userId } = await givenUser(db)
    const templateId = await givenTemplate()
    const results = await Promise.allSettled(
      range(5).map(() =>
        startPreview(db, {
          userId,
          templateId,
          modelId: 'gpt',
          clientAddress: address(),
          answers: {},
          useSamplePersona: true,
          models,
        }),
      ),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    const second = await refusal(preview({ userId, templateId }))
    expect(second).toMatchObject({ code: 'preview_used', status: 409 })
    expect((second as { message: string }).message).toMatch(/already previewed this prompt today/)
    // Another member may preview the same template.
    const { id: other } = await givenUser(db)
    expect((await preview({ userId: other, templateId })).outcome.counted).toBe(true)
  })

  it('stops a member at the daily total, counted from the database', async () => {
    const { id: userId } = await givenUser(db)
    const limits = { perMember: 2, perAddress: 100 }
    await preview({ userId, templateId: await givenTemplate(), limits })
    await preview({ userId, templateId: await givenTemplate(), limits })
    const third = await refusal(preview({ userId, templateId: await givenTemplate(), limits }))
    expect(third).toMatchObject({ code: 'preview_daily_limit', status: 429 })
    expect((third as { message: string }).message).toBe(
      'You have used your 2 free previews for today. New previews open at midnight UTC.',
    )
    // Yesterday's previews do not count.
    await db.update(modelPreviews).set({ day: '2000-01-01' }).where(eq(modelPreviews.userId, userId))
    expect((await preview({ userId, templateId: await givenTemplate(), limits })).outcome.counted).toBe(true)
  })

  it('stops an address at its daily total, whichever members preview from it', async () => {
    const limits = { perMember: 100, perAddress: 2 }
    const clientAddress = address()
    const templateId = await givenTemplate()
    for (const _ of range(2))
      await preview({ userId: (await givenUser(db)).id, templateId, clientAddress, limits })
    const { id: third } = await givenUser(db)
    const refused = await refusal(preview({ userId: third, templateId, clientAddress, limits }))
    expect(refused).toMatchObject({ code: 'preview_address_limit', status: 429 })
    expect((await preview({ userId: third, templateId, limits })).outcome.counted).toBe(true)
  })

  it('refuses an owner, an unknown template or model, and answers to questions not shown', async () => {
    const { id: userId } = await givenUser(db)
    const templateId = await givenTemplate()
    const owned = await givenTemplate()
    await db.insert(promptPurchases).values({ userId, promptId: owned, purchaseMethod: 'credits' })
    expect(await refusal(preview({ userId, templateId: owned }))).toMatchObject({
      code: 'owns_template',
      status: 403,
    })
    expect(await refusal(preview({ userId, templateId: 'nope' }))).toMatchObject({ status: 404 })
    expect(await refusal(preview({ userId, templateId, modelId: 'gpt-9' }))).toMatchObject({
      code: 'model_not_found',
    })
    const hidden = preview({ userId, templateId, useSamplePersona: false, answers: { injuries: 'None' } })
    expect(await refusal(hidden)).toMatchObject({ code: 'bad_answers', status: 400 })
    const empty = preview({ userId, templateId, useSamplePersona: false, answers: { goal: '  ' } })
    expect(await refusal(empty)).toMatchObject({ code: 'no_answers', status: 400 })
    const none = startPreview(db, {
      userId,
      templateId,
      modelId: 'gpt',
      clientAddress: address(),
      answers: {},
      useSamplePersona: true,
      models: [],
    })
    expect(await refusal(none)).toMatchObject({ code: 'no_models', status: 409 })
    expect(await db.select().from(modelPreviews).where(eq(modelPreviews.userId, userId))).toEqual([])
  })
})
