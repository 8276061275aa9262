// npm run bench:api — our server beside a bare node:http server returning the same bytes, in the same run.
// Each target runs in its own process; autocannon (100 connections) runs in this one. Every endpoint is measured in
// BENCH_ROUNDS rounds (default 3), ours then bare in each, and the ratio is reported as min / median / max.
// On PGlite always; on PostgreSQL too when TEST_DATABASE_URL (or BENCH_DATABASE_URL) names a server where it may
// create and drop a scratch database.
// Options: BENCH_DURATION (seconds per run, default 10), BENCH_CONNECTIONS (100), BENCH_ROUNDS (3),
// --no-write (print only).
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import pg from 'pg'
import { startServerProcess, signUpThroughOutbox } from '../../src/server/testing/server-process.ts'
import { fmt, machineLine, today, writeGeneratedSection } from '../lib/performance-doc.ts'

const duration = Number(process.env.BENCH_DURATION ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100)
const rounds = Number(process.env.BENCH_ROUNDS ?? 3)
const pgBase = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
const write = !process.argv.includes('--no-write')

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer()
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number }
      srv.close(() => resolve(port))
    })
  })

type Target = { label: string; path: string; headers: Record<string, string> }
type Run = { rps: number; p50: number; p99: number; bytes: number; non2xx: number; errors: number }
type Row = {
  db: string
  t: Target
  ours: Run[]
  base: Run[]
  same: Run[]
  ratios: number[]
  sameRatios: number[]
  size: number
}

async function load(url: string, headers: Record<string, string>, seconds: number): Promise<Run> {
  const r = await autocannon({ url, connections, duration: seconds, headers })
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    bytes: r.throughput.average,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  }
}

// Headers node:http writes itself, or that change per request (the bare server makes its own request id).
const perRequestHeaders = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'x-request-id',
  'transfer-encoding',
])

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0)

/** Starts our server on one database, measures every endpoint against the bare server, stops it. */
async function benchOn(db: { label: string; url?: string }): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pm-bench-api-'))
  const server = await startServerProcess({
    timeoutMs: 600_000,
    port: await freePort(),
    env: {
      NODE_ENV: 'production',
      ALLOW_TEST_PAYMENTS: 'true',
      ALLOW_OUTBOX_MAIL: 'true',
      DATA_DIR: dataDir,
      DATABASE_URL: db.url,
      AUTH_SECRET: randomBytes(24).toString('hex'),
    },
  })
  const bareFile = join(dataDir, 'bare-routes.json')
  let bare: ReturnType<typeof spawn> | undefined
  try {
    const cookie = await signUpThroughOutbox(server.url, {
      dataDir,
      email: `bench-${Date.now()}@example.com`,
    })
    const list = (await (await fetch(`${server.url}/api/templates`)).json()) as {
      items: { slug: string }[]
    }
    const targets: Target[] = [
      { label: 'catalogue list (`GET /api/templates`, 50 templates)', path: '/api/templates', headers: {} },
      {
        label: "a detail page's data (`GET /api/templates/:slug`)",
        path: `/api/templates/${list.items[0]!.slug}`,
        headers: {},
      },
      { label: 'signed in (`GET /api/me`)', path: '/api/me', headers: { cookie } },
    ]

    // The exact bytes each path answers with (uncompressed: autocannon sends no Accept-Encoding).
    const routes: Record<
      string,
      { status: number; contentType: string; body: string; headers: [string, string][] }
    > = {}
    for (const t of targets) {
      const res = await fetch(`${server.url}${t.path}`, {
        headers: { ...t.headers, 'accept-encoding': 'identity' },
      })
      if (res.status !== 200) throw new Error(`${t.path} answered ${res.status}`)
      routes[t.path] = {
        status: res.status,
        contentType: res.headers.get('content-type') ?? 'application/json',
        // For the second baseline: every header ours sent but those Node adds itself and the per-request id.
        headers: [...res.headers].filter(([k]) => !perRequestHeaders.has(k)),
        body: Buffer.from(await res.arrayBuffer()).toString('base64'),
      }
    }
    writeFileSync(bareFile, JSON.stringify(routes))
    const barePort = await freePort()
    bare = spawn(
      process.execPath,
      [fileURLToPath(new URL('./bare-server.mjs', import.meta.url)), bareFile, String(barePort)],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    )
    await new Promise<void>((resolve) => bare!.stdout!.once('data', () => resolve()))
    const bareUrl = `http://127.0.0.1:${barePort}`

    const rows: Row[] = []
    for (const t of targets) {
      console.log(
        `\n[${db.label}] ${t.path}: warming up, then ${rounds} rounds of ${duration} s against each server ` +
          `with ${connections} connections`,
      )
      await load(`${server.url}${t.path}`, t.headers, 2)
      await load(`${bareUrl}${t.path}`, t.headers, 2)
      await load(`${bareUrl}/same-headers${t.path}`, t.headers, 2)
      const row: Row = { db: db.label, t, ours: [], base: [], same: [], ratios: [], sameRatios: [], size: 0 }
      row.size = Buffer.from(routes[t.path]!.body, 'base64').length
      for (let i = 0; i < rounds; i++) {
        const ours = await load(`${server.url}${t.path}`, t.headers, duration)
        const base = await load(`${bareUrl}${t.path}`, t.headers, duration)
        const same = await load(`${bareUrl}/same-headers${t.path}`, t.headers, duration)
        row.ours.push(ours)
        row.base.push(base)
        row.same.push(same)
        row.ratios.push(ours.rps / base.rps)
        row.sameRatios.push(ours.rps / same.rps)
        console.log(
          `  round ${i + 1}: ours ${fmt(ours.rps)} req/s p99 ${ours.p99} ms | bare ${fmt(base.rps)} req/s ` +
            `p99 ${base.p99} ms | ratio ${(ours.rps / base.rps).toFixed(2)} | bare with our headers ` +
            `${fmt(same.rps)} req/s, ratio ${(ours.rps / same.rps).toFixed(2)}`,
        )
        if (ours.non2xx || ours.errors) console.log(`  ours: ${ours.non2xx} non-2xx, ${ours.errors} errors`)
      }
      rows.push(row)
    }
    return rows
  } finally {
    bare?.kill('SIGTERM')
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

async function main() {
  const rows = await benchOn({ label: 'PGlite' })
  if (pgBase) {
    const name = `pm_bench_api_${randomBytes(4).toString('hex')}`
    const admin = new pg.Client({ connectionString: pgBase })
    await admin.connect()
    await admin.query(`CREATE DATABASE "${name}"`)
    try {
      const url = new URL(pgBase)
      url.pathname = `/${name}`
      const { rows: version } = await admin.query<{ v: string }>('SELECT version() AS v')
      rows.push(
        ...(await benchOn({
          label: `PostgreSQL ${/PostgreSQL ([\d.]+)/.exec(version[0]!.v)?.[1] ?? ''}`.trim(),
          url: url.toString(),
        })),
      )
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await admin.end()
    }
  } else console.log('\n(PostgreSQL skipped: set TEST_DATABASE_URL or BENCH_DATABASE_URL to measure it too)')

  const ms = (n: number) => `${fmt(n)} ms`
  const table = [
    `Measured ${today()} with \`npm run bench:api\` (${connections} connections; per endpoint a 2 s warm-up, then ` +
      `${rounds} rounds of ${duration} s against ours, the bare server and the bare server sending our headers; our server with \`NODE_ENV=production\`, ` +
      `the seeded catalogue; answers uncompressed, as autocannon sends no \`Accept-Encoding\`). The ratio is ours / bare ` +
      `requests per second within a round: min / median / max of the ${rounds} rounds. The last columns compare with ` +
      `the bare server sending the same headers as ours too (the security headers, ETag, Cache-Control, Vary and a ` +
      `fresh request id): the same bytes on the wire, so that ratio is our server's own cost.`,
    '',
    machineLine(),
    '',
    '| database | endpoint | bytes | ours req/s (median) | bare req/s (median) | ratio min / median / max | ours p99 median (max) | bare p99 median | non-2xx / errors (ours) | bare with our headers req/s (median) | ratio to it min / median / max |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (r) =>
        `| ${r.db} | ${r.t.label} | ${fmt(r.size)} | ${fmt(median(r.ours.map((x) => x.rps)))} | ` +
        `${fmt(median(r.base.map((x) => x.rps)))} | ` +
        `${Math.min(...r.ratios).toFixed(2)} / ${median(r.ratios).toFixed(2)} / ${Math.max(...r.ratios).toFixed(2)} | ` +
        `${ms(median(r.ours.map((x) => x.p99)))} (${ms(Math.max(...r.ours.map((x) => x.p99)))}) | ` +
        `${ms(median(r.base.map((x) => x.p99)))} | ` +
        `${sum(r.ours.map((x) => x.non2xx))} / ${sum(r.ours.map((x) => x.errors))} | ` +
        `${fmt(median(r.same.map((x) => x.rps)))} | ` +
        `${Math.min(...r.sameRatios).toFixed(2)} / ${median(r.sameRatios).toFixed(2)} / ${Math.max(...r.sameRatios).toFixed(2)} |`,
    ),
  ].join('\n')
  console.log(`\n${table}\n`)
  if (write) {
    writeGeneratedSection('api', 'API throughput', table)
    console.log('Written to docs/performance.md')
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
