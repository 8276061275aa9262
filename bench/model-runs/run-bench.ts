// npm run bench:model-runs — what our server adds to a model's time to first token, against calling the stand-in
// model server directly in the same run; and 100+ answers streaming at once through our server with its memory
// sampled while they stream. Options: BENCH_TTFT_RUNS (per path and round, default 60), BENCH_TTFT_ROUNDS (3; the
// machine is shared, so the report gives the min, median and max of the rounds), BENCH_STREAM_SECONDS (30), --no-write.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { startModelStandIn } from '../../src/server/testing/model-stand-in.ts'
import { startServerProcess, signUpThroughOutbox } from '../../src/server/testing/server-process.ts'
import { fmt, machineLine, today, writeGeneratedSection } from '../lib/performance-doc.ts'

const ttftRuns = Number(process.env.BENCH_TTFT_RUNS ?? 60)
const ttftRounds = Number(process.env.BENCH_TTFT_ROUNDS ?? 3)
const streamSeconds = Number(process.env.BENCH_STREAM_SECONDS ?? 30)
const write = !process.argv.includes('--no-write')

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer()
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number }
      srv.close(() => resolve(port))
    })
  })

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

/** Reads a fetch response's body until `marker` appears; the milliseconds from `started`. */
async function msUntil(res: Response, marker: string, started: number) {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader()
  let seen = ''
  for (;;) {
    const { value, done } = await reader.read()
    if (done) throw new Error(`stream ended before ${marker}: ${seen.slice(0, 300)}`)
    seen += value
    if (seen.includes(marker)) {
      const ms = performance.now() - started
      await reader.cancel()
      return ms
    }
  }
}

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)
  return line ? Number(line[1]) / 1024 : NaN
}

async function main() {
  const standIn = await startModelStandIn()
  const model = (id: string, scenario: string) => ({
    id,
    label: id,
    provider: 'openai-compatible',
    baseUrl: standIn.openaiBaseUrl,
    model: scenario,
    priceIn: 1,
    priceOut: 1,
    maxOutputTokens: 2000,
  })
  const dataDir = mkdtempSync(join(tmpdir(), 'pm-bench-runs-'))
  const server = await startServerProcess({
    timeoutMs: 180_000,
    port: await freePort(),
    env: {
      NODE_ENV: 'production',
      ALLOW_TEST_PAYMENTS: 'true',
      ALLOW_OUTBOX_MAIL: 'true',
      DATA_DIR: dataDir,
      AUTH_LIMIT_SCALE: '100',
      AUTH_SECRET: randomBytes(24).toString('hex'),
      AI_MODELS: JSON.stringify([
        model('fast', 'normal'),
        model('a', 'hold'),
        model('b', 'hold'),
        model('c', 'hold'),
      ]),
    },
  })
  try {
    const origin = server.url
    /** A member with credits, the prompt bought and one saved customisation. */
    const member = async (n: number) => {
      const cookie = await signUpThroughOutbox(server.url, {
        dataDir,
        email: `bench-run-${n}-${Date.now()}@example.com`,
      })
      const call = async (path: string, body: unknown) => {
        const res = await fetch(`${server.url}${path}`, {
          method: 'POST',
          headers: { cookie, origin, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
        if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`)
        return res.json() as Promise<Record<string, unknown>>
      }
      for (let i = 0; i < 3; i++) {
        const { sessionId } = (await call('/api/functions/create-payment', { packageId: 'pro' })) as {
          sessionId: string
        }
        await call(`/api/payments/local/${sessionId}/pay`, {})
      }
      await call('/api/functions/purchase-prompt', { promptId: 'daily-focus-planner', method: 'credits' })
      const { customization } = (await call('/api/customizations', {
        promptId: 'daily-focus-planner',
        customizationData: {
          baseCustomization: {
            toneOfVoice: 'friendly',
            aiRole: 'coach',
            outputFormat: 'stepbystep',
            culturalContext: 'au',
          },
          promptAnswers: { tasks: 'Quarterly report' },
        },
        generatedPrompt: 'Act as my coach. Plan my focus day around a quarterly report, hour by hour.',
        title: `Bench ${n}`,
      })) as { customization: { id: string } }
      await new Promise((r) => setTimeout(r, 5))
      return { cookie, customizationId: customization.id }
    }
    const run = (m: { cookie: string; customizationId: string }, modelIds: string[]) =>
      fetch(`${server.url}/api/model-runs`, {
        method: 'POST',
        headers: { cookie: m.cookie, origin, 'content-type': 'application/json' },
        body: JSON.stringify({ customizationId: m.customizationId, modelIds }),
      })

    // 1. Time to first token: the stand-in directly, and through our server (start, reserve, stream), alternated;
    // in rounds, each with its own percentiles, since other work on a shared machine comes and goes.
    console.log(`Time to first token: ${ttftRounds} rounds of ${ttftRuns} runs each way`)
    // Two members per round, so none meets the daily number of answers (60). One after the other: sign-up phone
    // numbers come from the clock.
    const ttftMembers = []
    for (let i = 0; i < 2 * ttftRounds; i++) ttftMembers.push(await member(i))
    type Round = { direct: number[]; ours: number[]; load: number }
    const rounds: Round[] = []
    for (let round = 0; round < ttftRounds; round++) {
      const direct: number[] = []
      const ours: number[] = []
      const warmUp = round === 0 ? 5 : 0
      for (let i = 0; i < ttftRuns + warmUp; i++) {
        let started = performance.now()
        const d = await fetch(`${standIn.openaiBaseUrl}/chat/completions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            model: 'normal',
            stream: true,
            stream_options: { include_usage: true },
            messages: [
              {
                role: 'user',
                content: 'Act as my coach. Plan my focus day around a quarterly report, hour by hour.',
              },
            ],
          }),
        })
        const directMs = await msUntil(d, '"content":"## Your plan', started)
        started = performance.now()
        const o = await run(ttftMembers[2 * round + (i % 2)]!, ['fast'])
        if (!o.ok) throw new Error(`run refused: ${o.status} ${await o.text()}`)
        const oursMs = await msUntil(o, 'event: delta', started)
        // A cancelled reader stops the run; wait for its settlement so the next start is not over the cap.
        await new Promise((r) => setTimeout(r, 30))
        if (i >= warmUp) {
          direct.push(directMs)
          ours.push(oursMs)
        }
      }
      rounds.push({ direct, ours, load: loadavg()[0]! })
      const r = rounds.at(-1)!
      console.log(
        `  round ${round + 1}: direct p50 ${fmt(percentile(direct, 50), 1)} p95 ${fmt(percentile(direct, 95), 1)}; ` +
          `ours p50 ${fmt(percentile(ours, 50), 1)} p95 ${fmt(percentile(ours, 95), 1)} ms (load ${r.load.toFixed(1)})`,
      )
    }
    const added = (r: Round, p: number) => percentile(r.ours, p) - percentile(r.direct, p)
    const spread = (xs: number[]) => {
      const sorted = [...xs].sort((a, b) => a - b)
      return `${fmt(sorted[0]!, 1)} / ${fmt(sorted[Math.floor(sorted.length / 2)]!, 1)} / ${fmt(sorted.at(-1)!, 1)} ms`
    }

    // 2. 102 answers at once (17 members x 2 runs x 3 models side by side): every stream open and held (the stand-in's
    // 'hold' model sends its first words, then waits), memory sampled for streamSeconds, then all released to finish.
    const members = []
    for (let i = 0; i < 17; i++) members.push(await member(100 + i))
    const rssIdle = rssMb(server.child.pid!)
    console.log(`\n102 streams held for ${streamSeconds} s; server RSS idle ${fmt(rssIdle, 1)} MB`)
    const streams = await Promise.all(
      members.flatMap((m) => [run(m, ['a', 'b', 'c']), run(m, ['a', 'b', 'c'])]),
    )
    const refused = streams.filter((s) => !s.ok).length
    let deltas = 0
    let finished = 0
    const reading = streams.map(async (s) => {
      if (!s.ok) return
      const reader = s.body!.pipeThrough(new TextDecoderStream()).getReader()
      for (;;) {
        const { value, done } = await reader.read()
        if (done) return
        deltas += value.split('event: delta').length - 1
        finished += value.split('"status":"finished"').length - 1
      }
    })
    const deadline = performance.now() + 120_000
    while (standIn.openStreams() < 102 && performance.now() < deadline)
      await new Promise((r) => setTimeout(r, 200))
    const peakOpen = standIn.openStreams()
    const samples: number[] = []
    for (let t = 0; t < streamSeconds; t += 2) {
      samples.push(rssMb(server.child.pid!))
      await new Promise((r) => setTimeout(r, 2000))
    }
    standIn.release()
    await Promise.all(reading)
    const third = Math.max(1, Math.floor(samples.length / 3))
    const mean = (xs: number[]) => xs.reduce((a, x) => a + x, 0) / xs.length
    const [first, last] = [mean(samples.slice(0, third)), mean(samples.slice(-third))]
    console.log(`  refused ${refused}, streams open at once ${peakOpen}, answers finished ${finished}`)
    console.log(`  RSS first third ${fmt(first, 1)} MB, last third ${fmt(last, 1)} MB`)

    const table = [
      `Measured ${today()} with \`npm run bench:model-runs\`: our server (\`NODE_ENV=production\`, PGlite) and the stand-in`,
      `model server (\`src/server/testing/model-stand-in.ts\`, OpenAI-compatible SSE) on this machine, in the same run.`,
      '',
      machineLine(),
      '',
      `**Time to first token** (${ttftRounds} rounds of ${ttftRuns} runs each way, alternated, after 5 warm-up runs): the`,
      'stand-in called directly versus a run through our server (sign-in check, caps and reservation in one transaction,',
      'the provider call through the `ai` SDK, our SSE), both until the first words arrive. Each round has its own',
      'percentiles; the 1-minute load average is taken at the end of each round.',
      '',
      '| round | directly p50 / p95 | through our server p50 / p95 | **added** p50 / p95 | load |',
      '| --- | --- | --- | --- | --- |',
      ...rounds.map(
        (r, i) =>
          `| ${i + 1} | ${fmt(percentile(r.direct, 50), 1)} / ${fmt(percentile(r.direct, 95), 1)} ms | ` +
          `${fmt(percentile(r.ours, 50), 1)} / ${fmt(percentile(r.ours, 95), 1)} ms | ` +
          `**${fmt(added(r, 50), 1)} / ${fmt(added(r, 95), 1)} ms** | ${r.load.toFixed(1)} |`,
      ),
      `| min / median / max of the rounds, added p50 | | | ${spread(rounds.map((r) => added(r, 50)))} | |`,
      `| min / median / max of the rounds, added p95 (aim: at most 20 ms) | | | ${spread(rounds.map((r) => added(r, 95)))} | |`,
      '',
      `**Streams at once**: 17 members, each with 2 side-by-side runs of 3 models (102 answers; the cap is 2 runs per`,
      `member), all open at once and held for ${streamSeconds} s (each has sent its first words; heartbeats every 5 s),`,
      `then released to finish. Runs refused: ${refused}; streams open at the stand-in at once: ${peakOpen};`,
      `answers finished: ${finished}; deltas received: ${fmt(deltas)}.`,
      '',
      '| server memory (RSS) | MB |',
      '| --- | --- |',
      `| idle, before the streams | ${fmt(rssIdle, 1)} |`,
      `| first third of the hold, all streams open (mean of samples every 2 s) | ${fmt(first, 1)} |`,
      `| last third of the hold (mean) | ${fmt(last, 1)} |`,
      `| change from first to last third | ${fmt(last - first, 1)} (${fmt(((last - first) / first) * 100, 1)}%) |`,
    ].join('\n')
    console.log(`\n${table}\n`)
    if (write) {
      writeGeneratedSection('model-runs', 'Model runs', table)
      console.log('Written to docs/performance.md')
    }
  } finally {
    await server.stop()
    await standIn.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
