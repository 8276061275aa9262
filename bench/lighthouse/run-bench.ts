// npm run bench:lighthouse — Lighthouse 12 (fetched by `npx --yes lighthouse@12`, never a dependency) with Debian's
// Chromium, mobile preset (Lighthouse's default), on /, /browse, a category page and a detail page of a production
// server this script builds and starts. Writes the scores to docs/performance.md (unless --no-write).
// CHROME_PATH defaults to /usr/bin/chromium.
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { signUpThroughOutbox, startServerProcess } from '../../src/server/testing/server-process.ts'
import { purchaseDialogInp } from './purchase-dialog-inp.ts'
import { machineLine, today, writeGeneratedSection } from '../lib/performance-doc.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))
const write = !process.argv.includes('--no-write')
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const categories = ['performance', 'accessibility', 'best-practices'] as const
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3))

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer()
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number }
      srv.close(() => resolve(port))
    })
  })

type Audit = { id: string; title: string; score: number | null; displayValue?: string }
type Report = {
  environment?: { benchmarkIndex?: number }
  runWarnings?: string[]
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>
  audits: Record<string, Audit & { details?: unknown }>
}

function lighthouse(url: string, out: string, cookie?: string): Report | string {
  const r = spawnSync(
    'npx',
    [
      '--yes',
      'lighthouse@12',
      url,
      `--only-categories=${categories.join(',')}`,
      '--output=json',
      `--output-path=${out}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      '--quiet',
      // A signed-in page: the member's session cookie on every request of the run.
      ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
    ],
    { cwd: root, env: { ...process.env, CHROME_PATH: chromePath }, encoding: 'utf8', timeout: 300_000 },
  )
  if (r.status !== 0) return `${r.error?.message ?? ''}${r.stderr?.slice(-2000) ?? ''}`
  return JSON.parse(readFileSync(out, 'utf8')) as Report
}

/** Audits that cost points: failing ones in accessibility and best practices, and weighted ones in performance. */
function findings(report: Report) {
  const out: string[] = []
  for (const name of categories) {
    for (const ref of report.categories[name]?.auditRefs ?? []) {
      const audit = report.audits[ref.id]
      if (!audit || audit.score === null || audit.score >= 0.9) continue
      if (name !== 'performance' && ref.weight === 0) continue
      const items = (audit.details as { items?: { node?: { snippet?: string } }[] } | undefined)?.items ?? []
      const nodes =
        name === 'performance' ? [] : items.flatMap((i) => (i.node?.snippet ? [i.node.snippet] : []))
      out.push(
        `${name}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}` +
          (nodes.length
            ? `: ${nodes
                .slice(0, 3)
                .map((n) => `\`${n.slice(0, 120)}\``)
                .join(', ')}`
            : ''),
      )
    }
  }
  return out
}

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'pm-lighthouse-'))
  const dist = join(work, 'dist')
  console.log('Building the web app...')
  const build = spawnSync(
    process.execPath,
    [join(root, 'scripts/build-web.mjs'), dist, '--logLevel', 'warn'],
    { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  )
  if (build.status !== 0) process.exit(build.status ?? 1)
  const dataDir = join(work, 'data')
  const server = await startServerProcess({
    timeoutMs: 180_000,
    port: await freePort(),
    env: {
      NODE_ENV: 'production',
      ALLOW_TEST_PAYMENTS: 'true',
      ALLOW_OUTBOX_MAIL: 'true',
      DATA_DIR: dataDir,
      AUTH_SECRET: randomBytes(24).toString('hex'),
      WEB_DIST: dist,
    },
  })
  try {
    const list = (await (await fetch(`${server.url}/api/templates?limit=1`)).json()) as {
      items: { id: string; slug: string; staticPage: boolean }[]
    }
    const t = list.items[0]!
    const detail = t.staticPage ? `/prompts/${t.slug}` : `/prompt/${encodeURIComponent(t.id)}`
    const cookie = await signUpThroughOutbox(server.url, {
      dataDir,
      email: `bench-${Date.now()}@example.com`,
    })
    const pages: [string, string, string?][] = [
      ['home', '/'],
      ['browse', '/browse'],
      ['category', '/category/health-fitness'],
      ['detail', detail],
      // The signed-in library (aim 90): the member's own page, client-rendered.
      ['library (signed in)', '/dashboard', cookie],
    ]
    const rows: string[] = []
    const notes: string[] = []
    const slowHostWarnings = new Set<string>()
    let failure: string | null = null
    // BENCH_PAGES=home,detail measures only those pages (a quick look; the doc is written from full runs).
    const only = process.env.BENCH_PAGES?.split(',')
    for (const [label, path, pageCookie] of pages.filter(
      ([label]) => !only || only.includes(label.split(' ')[0]!),
    )) {
      // A running shop's server is warm: one visit first, so the first measured load does not pay start-up.
      // A socket kept from the last warm-up can be closed by the server meanwhile: one more try on a new one.
      const warm = () =>
        fetch(`${server.url}${path}`, {
          headers: { 'accept-encoding': 'gzip', ...(pageCookie ? { cookie: pageCookie } : {}) },
        }).then((r) => r.arrayBuffer())
      await warm().catch(warm)
      // Lighthouse's figures move between runs on a shared machine: the run with the median score is reported.
      const reports: Report[] = []
      for (let run = 1; run <= runs && !failure; run++) {
        console.log(`Lighthouse on ${path} (run ${run} of ${runs})...`)
        const out = join(work, `${label.replace(/\W+/g, '-')}-${run}.json`)
        let report = lighthouse(`${server.url}${path}`, out, pageCookie)
        // Lighthouse sometimes loses its trace on a busy machine (NO_NAVSTART): such a run is tried again.
        for (let retry = 1; typeof report === 'string' && retry <= 2; retry++) {
          console.error(`Lighthouse failed (${report.trim().split('\n').at(-1)}); trying again`)
          report = lighthouse(`${server.url}${path}`, out, pageCookie)
        }
        if (typeof report === 'string') {
          failure = report
          console.error(report)
        } else reports.push(report)
      }
      if (failure) break
      const perf = (r: Report) => r.categories.performance?.score ?? 0
      const sorted = [...reports].sort((a, b) => perf(a) - perf(b))
      const report = sorted[Math.floor(sorted.length / 2)]!
      const score = (name: string) => Math.round((report.categories[name]?.score ?? 0) * 100)
      const value = (id: string) => report.audits[id]?.displayValue ?? '?'
      // Lighthouse's own measure of the host's CPU: its 4x slow-down is relative to the host, so a slower host
      // emulates a slower phone (Lighthouse warns below 1,000).
      const hostIndex = median(reports.map((r) => r.environment?.benchmarkIndex ?? 0))
      for (const w of new Set(reports.flatMap((r) => r.runWarnings ?? [])))
        if (/slower CPU/.test(w)) slowHostWarnings.add(label)
      rows.push(
        `| ${label} (\`${path}\`) | ${score('performance')} (${sorted.map((r) => Math.round(perf(r) * 100)).join(', ')}) | ${score('accessibility')} | ${score('best-practices')} | ${value('first-contentful-paint')} | ${value('largest-contentful-paint')} | ${value('total-blocking-time')} | ${value('cumulative-layout-shift')} | ${Math.round(hostIndex)} |`,
      )
      for (const f of findings(report)) notes.push(`- ${label}: ${f}`)
      console.log(rows.at(-1))
    }
    let inpLine = ''
    if (!failure) {
      console.log(`Purchase dialog interaction on ${detail} (${runs} runs)...`)
      const inp = await purchaseDialogInp({ url: server.url, path: detail, cookie, chromePath, runs })
      inpLine =
        `Scripted interaction (\`bench/lighthouse/purchase-dialog-inp.ts\`): a signed-in member opens the purchase dialog on ` +
        `\`${detail}\` in Chromium at Pixel 7 size with the CPU slowed down 4 times; INP read from the browser's Event ` +
        `Timing entries: **median ${Math.round(inp.median)} ms** (runs: ${inp.inpMs.map((v) => Math.round(v)).join(', ')} ms; aim 200 ms).`
      console.log(inpLine)
    }
    const markdown = failure
      ? [
          `Attempted ${today()} with \`npm run bench:lighthouse\`: Lighthouse could not be run here.`,
          '',
          '```',
          failure.trim().split('\n').slice(-15).join('\n'),
          '```',
        ].join('\n')
      : [
          `Measured ${today()} with \`npm run bench:lighthouse\`: \`npx --yes lighthouse@12\`, mobile preset (Lighthouse's ` +
            `default: emulated Moto G Power, slow 4G throttling, 4x CPU slow-down), Chromium \`${chromePath}\` with ` +
            '`--headless=new --no-sandbox --disable-gpu`, against a production server (built web app, PGlite, seeded catalogue) on this machine.',
          '',
          machineLine(),
          '',
          `Each page: one warm-up visit, then ${runs} Lighthouse runs; the table shows the run with the median performance score (all ${runs} scores in brackets).`,
          '',
          '| page | performance (runs) | accessibility | best practices | FCP | LCP | TBT | CLS | host CPU index (median) |',
          '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
          ...rows,
          '',
          "The host CPU index is Lighthouse's `benchmarkIndex` of this machine during the runs (higher is faster; " +
            'Lighthouse expects at least 1,000 for its 4x slow-down to stand for its reference phone).' +
            (slowHostWarnings.size
              ? ` Lighthouse warned that the host's CPU was slower than it expects on: ${[...slowHostWarnings].join(', ')}.`
              : ''),
          '',
          inpLine,
          '',
          notes.length ? `What still costs points:\n\n${notes.join('\n')}` : 'No audit below 0.9.',
        ].join('\n')
    console.log(`\n${markdown}\n`)
    if (write) {
      writeGeneratedSection('lighthouse', 'Lighthouse', markdown)
      console.log('Written to docs/performance.md')
    }
  } finally {
    await server.stop()
    rmSync(work, { recursive: true, force: true })
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
