// npm run bench:api — our server beside a bare node:http server returning the same bytes, in the same run.
// Each target runs in its own process; autocannon (100 connections) runs in this one.
// Options: BENCH_DURATION (seconds per run, default 10), BENCH_CONNECTIONS (100), --no-write (print only).
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { startServerProcess, signUpThroughOutbox } from '../../src/server/testing/server-process.ts'
import { fmt, machineLine, today, writeGeneratedSection } from '../lib/performance-doc.ts'

const duration = Number(process.env.BENCH_DURATION ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100)
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

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'pm-bench-api-'))
  const server = await startServerProcess({
    timeoutMs: 180_000,
    port: await freePort(),
    env: {
      NODE_ENV: 'production',
      ALLOW_TEST_PAYMENTS: 'true',
      ALLOW_OUTBOX_MAIL: 'true',
      DATA_DIR: dataDir,
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
    const routes: Record<string, { status: number; contentType: string; body: string }> = {}
    for (const t of targets) {
      const res = await fetch(`${server.url}${t.path}`, {
        headers: { ...t.headers, 'accept-encoding': 'identity' },
      })
      if (res.status !== 200) throw new Error(`${t.path} answered ${res.status}`)
      routes[t.path] = {
        status: res.status,
        contentType: res.headers.get('content-type') ?? 'application/json',
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

    const rows: { t: Target; ours: Run; base: Run; size: number }[] = []
    for (const t of targets) {
      console.log(
        `\n${t.path}: warming up, then ${duration} s against each server with ${connections} connections`,
      )
      await load(`${server.url}${t.path}`, t.headers, 2)
      await load(`${bareUrl}${t.path}`, t.headers, 2)
      const ours = await load(`${server.url}${t.path}`, t.headers, duration)
      const base = await load(`${bareUrl}${t.path}`, t.headers, duration)
      const size = Buffer.from(routes[t.path]!.body, 'base64').length
      console.log(
        `  ours ${fmt(ours.rps)} req/s p99 ${ours.p99} ms | bare ${fmt(base.rps)} req/s p99 ${base.p99} ms`,
      )
      if (ours.non2xx || ours.errors) console.log(`  ours: ${ours.non2xx} non-2xx, ${ours.errors} errors`)
      rows.push({ t, ours, base, size })
    }

    const table = [
      `Measured ${today()} with \`npm run bench:api\` (${connections} connections, ${duration} s per run after a 2 s warm-up; ` +
        `our server with \`NODE_ENV=production\` on PGlite, the seeded catalogue; answers uncompressed, as autocannon sends no ` +
        `\`Accept-Encoding\`).`,
      '',
      machineLine(),
      '',
      '| endpoint | bytes | ours req/s | bare node:http req/s | ratio | ours p50 / p99 | bare p50 / p99 | non-2xx / errors (ours) |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
      ...rows.map(
        ({ t, ours, base, size }) =>
          `| ${t.label} | ${fmt(size)} | ${fmt(ours.rps)} | ${fmt(base.rps)} | ${(ours.rps / base.rps).toFixed(2)} | ` +
          `${ours.p50} / ${ours.p99} ms | ${base.p50} / ${base.p99} ms | ${ours.non2xx} / ${ours.errors} |`,
      ),
    ].join('\n')
    console.log(`\n${table}\n`)
    if (write) {
      writeGeneratedSection('api', 'API throughput', table)
      console.log('Written to docs/performance.md')
    }
  } finally {
    bare?.kill('SIGTERM')
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
