import { afterAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { freshDb } from '../../testing/fresh-db.ts'
import { givenUser, range } from '../../testing/given.ts'
import { givenCustomization } from '../../testing/given-customization.ts'
import { startModelStandIn, standInReply, type ModelStandIn } from '../../testing/model-stand-in.ts'
import type { Db } from '../../db/client.ts'
import { creditTransactions } from '../../db/schema/credits.ts'
import { modelRuns } from '../../db/schema/model-runs.ts'
import { parseEnv, type ConfiguredModel } from '../../env.ts'
import { currentBalance, ledgerInvariant } from '../credits/public.ts'
import { creditsFor, reservationFor } from '../../../shared/model-runs/run-cost.ts'
import { dailyAnswerLimit, maxConcurrentRuns } from '../../../shared/model-runs/run-limits.ts'
import { createAiSdkModelPort } from './ai-sdk-model-port.ts'
import type { ModelPort } from './model-port.ts'
import { startModelRuns } from './start-model-runs.ts'
import { streamModelRun } from './stream-model-run.ts'
import { settleModelRun } from './settle-model-run.ts'
import { settleStaleRuns } from './settle-stale-runs.ts'
import { AppError } from '../../lib/errors.ts'

// Set up while the file is collected (no hook timeout): a migrated database can take a while on a busy machine.
const db: Db = (await freshDb()).db
const standIn: ModelStandIn = await startModelStandIn()

const scenarios = ['normal', 'hold', 'no-usage', 'server-error', 'drop', 'rate-limited']
const prices = { priceIn: 100, priceOut: 200 }

const list = (() => {
  const list = scenarios.flatMap((s) => [
    {
      id: s,
      label: `OpenAI ${s}`,
      provider: 'openai-compatible',
      baseUrl: standIn.openaiBaseUrl,
      model: s,
      ...prices,
      maxOutputTokens: 500,
    },
    {
      id: `claude-${s}`,
      label: `Claude ${s}`,
      provider: 'anthropic',
      baseUrl: standIn.anthropicBaseUrl,
      model: s,
      ...prices,
      maxOutputTokens: 500,
    },
  ])
  list.push({
    id: 'free',
    label: 'Local',
    provider: 'openai-compatible',
    baseUrl: standIn.openaiBaseUrl,
    model: 'normal',
    priceIn: 0,
    priceOut: 0,
    maxOutputTokens: 500,
  })
  return list
})()
const models: ConfiguredModel[] = parseEnv({ NODE_ENV: 'test', AI_MODELS: JSON.stringify(list) }).AI_MODELS
const port: ModelPort = createAiSdkModelPort(models)
afterAll(() => standIn.close())

async function member(credits = 1000) {
  const user = await givenUser(db, { credits })
  const customization = await givenCustomization(db, { userId: user.id })
  return { userId: user.id, customizationId: customization.id, prompt: customization.generatedPrompt }
}

async function runOnce(
  who: { userId: string; customizationId: string },
  modelId: string,
  signal = new AbortController().signal,
) {
  const { runs, prompt } = await startModelRuns(db, { ...who, modelIds: [modelId], models })
  return streamModelRun(db, { port, run: runs[0]!, prompt, signal, onText: () => {} })
}

const ledgerOf = (userId: string) =>
  db
    .select()
    .from(creditTransactions)
    .where(eq(creditTransactions.userId, userId))
    .orderBy(creditTransactions.createdAt)

describe.each(['', 'claude-'])('a model run (%s)', (prefix) => {
  it('reserves the most it can cost, then settles to the tokens the provider reported', async () => {
    const who = await member()
    const reserved = reservationFor({ ...prices, maxOutputTokens: 500 }, who.prompt)
    const run = await runOnce(who, `${prefix}normal`)
    expect(run).toMatchObject({
      status: 'finished',
      output: standInReply.join(''),
      usageReported: true,
      tokensOut: standInReply.length,
      reserved,
    })
    expect(run.tokensIn).toBeGreaterThan(0)
    expect(run.cost).toBe(creditsFor(prices, run.tokensIn!, run.tokensOut!))
    expect(run.cost).toBeGreaterThan(0)
    expect(run.cost).toBeLessThan(reserved)
    expect(run.ttftMs).not.toBeNull()
    expect(run.durationMs).toBeGreaterThanOrEqual(run.ttftMs!)
    expect(await currentBalance(db, who.userId)).toBe(1000 - run.cost!)
    const ledger = await ledgerOf(who.userId)
    expect(ledger.map((l) => [l.idempotencyKey, l.amount])).toEqual([
      [`test-grant:${who.userId}`, 1000],
      [`run:${run.id}:reserve`, -reserved],
      [`run:${run.id}:settle`, reserved - run.cost!],
    ])
    await expect(ledgerInvariant(db)).resolves.toEqual([])
  })

  it('charges nothing when the provider fails before any output', async () => {
    const who = await member()
    const run = await runOnce(who, `${prefix}server-error`)
    expect(run).toMatchObject({ status: 'failed', output: '', cost: 0 })
    expect(run.error).toMatch(/server had an error/)
    expect(await currentBalance(db, who.userId)).toBe(1000)
    const limited = await runOnce(who, `${prefix}rate-limited`)
    expect(limited).toMatchObject({ status: 'failed', cost: 0 })
    expect(limited.error).toMatch(/rate limited/)
    expect(await currentBalance(db, who.userId)).toBe(1000)
    await expect(ledgerInvariant(db)).resolves.toEqual([])
  })

  it('keeps the partial answer of a stream cut mid-way and charges for what streamed', async () => {
    const who = await member()
    const run = await runOnce(who, `${prefix}drop`)
    expect(run.status).toBe('failed')
    expect(run.output).toBe(standInReply.slice(0, 2).join(''))
    expect(run.usageReported).toBe(false)
    expect(run.cost).toBe(creditsFor(prices, run.tokensIn!, run.tokensOut!))
    expect(run.cost).toBeGreaterThan(0)
    expect(await currentBalance(db, who.userId)).toBe(1000 - run.cost!)
    await expect(ledgerInvariant(db)).resolves.toEqual([])
  })

  it('settles a stopped run to what streamed before the stop', async () => {
    const who = await member()
    const controller = new AbortController()
    const { runs, prompt } = await startModelRuns(db, { ...who, modelIds: [`${prefix}hold`], models })
    const run = await streamModelRun(db, {
      port,
      run: runs[0]!,
      prompt,
      signal: controller.signal,
      onText: () => controller.abort(),
    })
    expect(run).toMatchObject({ status: 'stopped', output: standInReply[0], error: null })
    expect(run.cost).toBeGreaterThan(0)
    expect(await currentBalance(db, who.userId)).toBe(1000 - run.cost!)
    await expect(ledgerInvariant(db)).resolves.toEqual([])
  })
})

describe('metering', () => {
  it('estimates the tokens when the provider reports no usage', async () => {
    const who = await member()
    const run = await runOnce(who, 'no-usage')
    expect(run).toMatchObject({ status: 'finished', usageReported: false })
    expect(run.tokensOut).toBe(Math.ceil(Buffer.byteLength(standInReply.join('')) / 4))
    expect(run.cost).toBe(creditsFor(prices, run.tokensIn!, run.tokensOut!))
  })

  it('writes no ledger row for a free model', async () => {
    const who = await member(0)
    const run = await runOnce(who, 'free')
    expect(run).toMatchObject({ status: 'finished', reserved: 0, cost: 0 })
    expect(await ledgerOf(who.userId)).toEqual([])
  })

  it('refuses a run the balance cannot cover, changing nothing', async () => {
    const who = await member(3)
    await expect(startModelRuns(db, { ...who, modelIds: ['normal'], models })).rejects.toMatchObject({
      code: 'insufficient_credits',
      status: 422,
    })
    expect(await currentBalance(db, who.userId)).toBe(3)
    expect(await db.select().from(modelRuns).where(eq(modelRuns.userId, who.userId))).toEqual([])
  })

  it("refuses another member's customisation as not found", async () => {
    const owner = await member()
    const other = await member()
    await expect(
      startModelRuns(db, {
        userId: other.userId,
        customizationId: owner.customizationId,
        modelIds: ['normal'],
        models,
      }),
    ).rejects.toMatchObject({ code: 'not_found', status: 404 })
    expect(await currentBalance(db, other.userId)).toBe(1000)
  })

  it('settles exactly once when settlements race', async () => {
    const who = await member()
    const { runs } = await startModelRuns(db, { ...who, modelIds: ['normal'], models })
    const outcome = {
      status: 'finished' as const,
      output: 'Hi',
      usage: { inputTokens: 10, outputTokens: 2 },
      ttftMs: 1,
      durationMs: 2,
      error: null,
    }
    const results = await Promise.all(range(8).map(() => settleModelRun(db, { runId: runs[0]!.id, outcome })))
    expect(results.filter((r) => r.applied)).toHaveLength(1)
    const settles = (await ledgerOf(who.userId)).filter((l) => l.idempotencyKey.endsWith(':settle'))
    expect(settles).toHaveLength(1)
    await expect(ledgerInvariant(db)).resolves.toEqual([])
  })

  it(`lets at most ${maxConcurrentRuns} runs stream at once when starts race, and settles every one`, async () => {
    const who = await member()
    const controller = new AbortController()
    const starts = await Promise.allSettled(
      range(6).map(() => startModelRuns(db, { ...who, modelIds: ['hold', 'claude-hold'], models })),
    )
    const started = starts.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []))
    expect(started).toHaveLength(maxConcurrentRuns)
    for (const s of starts)
      if (s.status === 'rejected') expect(s.reason).toMatchObject({ code: 'too_many_runs', status: 429 })
    const streams = started.flatMap(({ runs, prompt }) =>
      runs.map((run) =>
        streamModelRun(db, { port, run, prompt, signal: controller.signal, onText: () => {} }),
      ),
    )
    await expect.poll(() => standIn.openStreams()).toBe(maxConcurrentRuns * 2)
    controller.abort()
    const ended = await Promise.all(streams)
    expect(ended.every((r) => r.status === 'stopped')).toBe(true)
    const keys = (await ledgerOf(who.userId)).map((l) => l.idempotencyKey)
    expect(keys.filter((k) => k.endsWith(':reserve'))).toHaveLength(4)
    expect(keys.filter((k) => k.endsWith(':settle'))).toHaveLength(4)
    await expect(ledgerInvariant(db)).resolves.toEqual([])
    // Once they have ended, a new run may start.
    await expect(startModelRuns(db, { ...who, modelIds: ['free'], models })).resolves.toBeTruthy()
  })

  it('keeps to the daily number of answers', async () => {
    const who = await member()
    await db.insert(modelRuns).values(
      range(dailyAnswerLimit - 1).map(() => ({
        userId: who.userId,
        customizationId: who.customizationId,
        customizationVersion: 1,
        batchId: crypto.randomUUID(),
        modelId: 'free',
        modelLabel: 'Local',
        ...prices,
        promptTokensEstimate: 1,
        reserved: 0,
        status: 'finished',
        cost: 0,
      })),
    )
    const refused = await startModelRuns(db, { ...who, modelIds: ['free', 'normal'], models }).catch(
      (e: AppError) => e,
    )
    expect(refused).toMatchObject({ code: 'daily_run_limit', status: 429 })
    expect((refused as AppError).message).toMatch(/1 left today/)
    await expect(startModelRuns(db, { ...who, modelIds: ['free'], models })).resolves.toBeTruthy()
  })
})

describe('settling after a crash', () => {
  it('settles a run left running by a dead process, charging for what was recorded, once', async () => {
    const who = await member()
    const withOutput = await startModelRuns(db, { ...who, modelIds: ['normal'], models })
    const silent = await startModelRuns(db, { ...who, modelIds: ['claude-normal'], models })
    const [a, b] = [withOutput.runs[0]!, silent.runs[0]!]
    // What the dead process had recorded: some text for one, nothing for the other; no heartbeat for a minute.
    await db
      .update(modelRuns)
      .set({ output: 'Half an answer', heartbeatAt: sql`now() - interval '1 minute'` })
      .where(eq(modelRuns.id, a.id))
    await db
      .update(modelRuns)
      .set({ heartbeatAt: sql`now() - interval '1 minute'` })
      .where(eq(modelRuns.id, b.id))
    const live = await startModelRuns(db, { ...(await member()), modelIds: ['normal'], models })
    const settled = await settleStaleRuns(db)
    expect(settled).toEqual(expect.arrayContaining([a.id, b.id]))
    expect(settled).not.toContain(live.runs[0]!.id)
    const [ra] = await db.select().from(modelRuns).where(eq(modelRuns.id, a.id))
    const [rb] = await db.select().from(modelRuns).where(eq(modelRuns.id, b.id))
    expect(ra).toMatchObject({ status: 'failed', output: 'Half an answer', usageReported: false })
    expect(ra!.cost).toBe(creditsFor(prices, a.promptTokensEstimate, Math.ceil('Half an answer'.length / 4)))
    expect(rb).toMatchObject({ status: 'failed', cost: 0 })
    expect(await currentBalance(db, who.userId)).toBe(1000 - ra!.cost!)
    expect(await settleStaleRuns(db)).toEqual([])
    await expect(ledgerInvariant(db)).resolves.toEqual([])
  })
})
