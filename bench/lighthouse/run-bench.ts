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
import { startServerProcess } from '../../src/server/testing/server-process.ts'
import { machineLine, today, writeGeneratedSection } from '../lib/performance-doc.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))
const write = !process.argv.includes('--no-write')
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const categories = ['performance', 'accessibility', 'best-practices'] as const

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
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>
  audits: Record<string, Audit & { details?: unknown }>
}

function lighthouse(url: string, out: string): Report | string {
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
    [
      join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      dist,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  )
  if (build.status !== 0) process.exit(build.status ?? 1)
  const server = await startServerProcess({
    timeoutMs: 180_000,
    port: await freePort(),
    env: {
      NODE_ENV: 'production',
      DATA_DIR: join(work, 'data'),
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
    const pages = [
      ['home', '/'],
      ['browse', '/browse'],
      ['category', '/category/health-fitness'],
      ['detail', detail],
    ] as const
    const rows: string[] = []
    const notes: string[] = []
    let failure: string | null = null
    for (const [label, path] of pages) {
      console.log(`Lighthouse on ${path}...`)
      const report = lighthouse(`${server.url}${path}`, join(work, `${label}.json`))
      if (typeof report === 'string') {
        failure = report
        console.error(report)
        break
      }
      const score = (name: string) => Math.round((report.categories[name]?.score ?? 0) * 100)
      const lcp = report.audits['largest-contentful-paint']?.displayValue ?? '?'
      const tbt = report.audits['total-blocking-time']?.displayValue ?? '?'
      const cls = report.audits['cumulative-layout-shift']?.displayValue ?? '?'
      rows.push(
        `| ${label} (\`${path}\`) | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${lcp} | ${tbt} | ${cls} |`,
      )
      for (const f of findings(report)) notes.push(`- ${label}: ${f}`)
      console.log(rows.at(-1))
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
          '| page | performance | accessibility | best practices | LCP | TBT | CLS |',
          '| --- | --- | --- | --- | --- | --- | --- |',
          ...rows,
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
