import { afterAll, describe, expect, it } from 'vitest'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { eq, inArray, sql } from 'drizzle-orm'
import { testApp } from '../../testing/test-app.ts'
import { givenCustomization } from '../../testing/given-customization.ts'
import { range } from '../../testing/given.ts'
import { startModelStandIn } from '../../testing/model-stand-in.ts'
import { creditTransactions } from '../../db/schema/credits.ts'
import { modelRuns } from '../../db/schema/model-runs.ts'
import { currentBalance, ledgerInvariant } from '../credits/public.ts'
import { maxConcurrentRuns } from '../../../shared/model-runs/run-limits.ts'

// Issue 22's "done when": the ledger invariant holds after a load of concurrent runs through the real HTTP server
// (stand-in models): streams read to the end, Stops mid-stream, clients that disconnect, a provider's 500 and 429, a
// connection cut by the provider, side by side. Then every run is settled exactly once, each run's reserve minus
// what came back is its charge, every balance is the sum of its ledger rows and never negative, and no member ever
// had more than two runs streaming at once.

const standIn = await startModelStandIn({ slowDelayMs: 4 })
afterAll(() => standIn.close())

const model = (id: string, provider: string, scenario: string) => ({
  id,
  label: id,
  provider,
  baseUrl: standIn.openaiBaseUrl,
  model: scenario,
  priceIn: 40,
  priceOut: 90,
  maxOutputTokens: 300,
})
const models = [
  model('gpt', 'openai-compatible', 'normal'),
  model('claude', 'anthropic', 'normal'),
  model('slow', 'openai-compatible', 'slow'),
  model('claude-slow', 'anthropic', 'slow'),
  model('no-usage', 'openai-compatible', 'no-usage'),
  model('down', 'openai-compatible', 'server-error'),
  model('busy', 'anthropic', 'rate-limited'),
  model('cut', 'openai-compatible', 'drop'),
]

// A small seeded generator: the same mix on every run, so a failure can be replayed.
function seeded(seed: number) {
  let s = seed >>> 0
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0
    return s / 2 ** 32
  }
}

const members = 5
const waves = 7
const attemptsPerWave = 3
const credits = 20_000

describe('the ledger under a load of concurrent model runs', async () => {
  const t = await testApp({ env: { AI_MODELS: JSON.stringify(models) } })
  const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const people = await Promise.all(
    range(members).map(async () => {
      const user = await t.signedInUser({ credits })
      const c = await givenCustomization(t.db, {
        userId: user.id,
        prompt: 'Plan my week of runs, hour by hour',
      })
      return { id: user.id, headers: user.headers, customizationId: c.id }
    }),
  )

  type Action = 'read' | 'stop' | 'disconnect'
  const outcomes = { started: 0, refused: 0, read: 0, stop: 0, disconnect: 0 }

  /** One attempt: start a run, then read it to the end, Stop after the first words, or drop the connection. */
  async function attempt(who: (typeof people)[number], modelIds: string[], action: Action) {
    const controller = new AbortController()
    const res = await fetch(`${base}/api/model-runs`, {
      method: 'POST',
      headers: { ...who.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ customizationId: who.customizationId, modelIds }),
      signal: controller.signal,
    })
    if (res.status !== 200) {
      const body = (await res.json()) as { error: { code: string } }
      // The only refusal this load can meet: a third run while two stream.
      expect({ status: res.status, code: body.error.code }).toEqual({ status: 429, code: 'too_many_runs' })
      outcomes.refused++
      return
    }
    outcomes.started++
    outcomes[action]++
    if (action === 'disconnect') return controller.abort()
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader()
    let seen = ''
    for (;;) {
      const { value, done } = await reader.read()
      if (done) break
      seen += value
      if (action === 'stop' && seen.includes('event: delta')) {
        await reader.cancel()
        break
      }
    }
    if (action === 'read') expect(seen).toContain('event: end')
  }

  it('settles every run exactly once and keeps every balance equal to its ledger', async () => {
    const started = performance.now()
    // Samples how many runs (a side-by-side batch is one) each member has streaming, while the load runs.
    let most = 0
    let sampling = true
    const sampler = (async () => {
      while (sampling) {
        const rows = await t.db
          .select({ n: sql<number>`count(distinct ${modelRuns.batchId})::int` })
          .from(modelRuns)
          .where(eq(modelRuns.status, 'running'))
          .groupBy(modelRuns.userId)
        for (const r of rows) most = Math.max(most, Number(r.n))
        await new Promise((r) => setTimeout(r, 3))
      }
    })()

    const load = people.map(async (who, m) => {
      const random = seeded(m + 1)
      const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!
      for (const _wave of range(waves)) {
        await Promise.all(
          range(attemptsPerWave).map(() => {
            const first = pick(models).id
            const modelIds = random() < 0.3 ? [first, pick(models.filter((x) => x.id !== first)).id] : [first]
            return attempt(who, modelIds, pick(['read', 'read', 'stop', 'disconnect'] as const))
          }),
        )
      }
    })
    await Promise.all(load)
    // Disconnected runs settle on the server after the client has gone: wait for the last of them.
    await expect
      .poll(async () => (await t.db.select().from(modelRuns).where(eq(modelRuns.status, 'running'))).length, {
        timeout: 10_000,
      })
      .toBe(0)
    sampling = false
    await sampler
    await expect.poll(() => standIn.openStreams()).toBe(0)

    // The load was a real mix, not one path taken every time.
    const runs = await t.db.select().from(modelRuns)
    const statuses = new Set(runs.map((r) => r.status))
    expect([...statuses].sort()).toEqual(['failed', 'finished', 'stopped'])
    expect(outcomes.refused).toBeGreaterThan(0)
    expect(outcomes.read && outcomes.stop && outcomes.disconnect).toBeGreaterThan(0)
    expect(runs.some((r) => r.status === 'failed' && r.output === '' && r.cost === 0)).toBe(true)
    expect(runs.some((r) => r.status === 'failed' && r.output !== '' && r.cost! > 0)).toBe(true)
    expect(runs.some((r) => r.status === 'stopped' && r.cost! > 0 && r.cost! < r.reserved)).toBe(true)

    // A refused start never reached a model: one provider call per run row, none for the refusals.
    expect(standIn.requests).toHaveLength(runs.length)

    // The cap held throughout: never more than two streaming in the samples (refusals above show it was reached).
    expect(most).toBeGreaterThan(0)
    expect(most).toBeLessThanOrEqual(maxConcurrentRuns)

    // Every run settled exactly once: one reserve, one return of the unused part (none when all was used),
    // and the reserve minus what came back is the charge recorded on the run.
    const ledger = await t.db
      .select()
      .from(creditTransactions)
      .where(
        inArray(
          creditTransactions.referenceId,
          runs.map((r) => r.id),
        ),
      )
    for (const run of runs) {
      expect(run.finishedAt, run.id).not.toBeNull()
      expect(run.cost, run.id).not.toBeNull()
      const rows = ledger.filter((l) => l.referenceId === run.id)
      const reserve = rows.filter((l) => l.idempotencyKey === `run:${run.id}:reserve`)
      const settle = rows.filter((l) => l.idempotencyKey === `run:${run.id}:settle`)
      expect(rows.length, run.id).toBe(reserve.length + settle.length)
      expect(reserve.map((l) => l.amount)).toEqual([-run.reserved])
      expect(settle.map((l) => l.amount)).toEqual(run.reserved > run.cost! ? [run.reserved - run.cost!] : [])
      const returned = settle.reduce((sum, l) => sum + l.amount, 0)
      expect(run.reserved - returned, run.id).toBe(run.cost)
    }

    // Each member's balance is what they started with less what their runs cost, and the sum of their ledger.
    for (const who of people) {
      const charged = runs.filter((r) => r.userId === who.id).reduce((sum, r) => sum + r.cost!, 0)
      const balance = await currentBalance(t.db, who.id)
      expect(balance).toBe(credits - charged)
      expect(balance).toBeGreaterThanOrEqual(0)
    }
    await expect(ledgerInvariant(t.db)).resolves.toEqual([])
    console.log(
      `ledger under load: ${runs.length} model answers in ${outcomes.started} runs (${outcomes.refused} refused at the cap), ` +
        `${Math.round(performance.now() - started)} ms`,
    )
  })
})
