// npm run bench:scale — the catalogue API at 100 and at 100,000 templates on PostgreSQL (TEST_DATABASE_URL or
// DATABASE_URL; a scratch database is created and dropped). The app runs in this process with its catalogue cache
// switched off, so every request reaches the database: the figures are the cost of a cache miss.
// Options: BENCH_TEMPLATES (100000), BENCH_SAMPLES (40), --no-write.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import { createApp } from '../../src/server/app.ts'
import { buildDeps } from '../../src/server/build-deps.ts'
import { openPostgres } from '../../src/server/db/client.ts'
import { migrate } from '../../src/server/db/migrate.ts'
import { parseEnv } from '../../src/server/env.ts'
import { createCatalogCache } from '../../src/server/features/catalog/public.ts'
import { insertGeneratedTemplates } from '../../src/server/testing/generate-templates.ts'
import { insertGeneratedActivity } from '../../src/server/testing/generate-activity.ts'
import { promptTemplates } from '../../src/server/db/schema/catalog.ts'
import {
  cursorValues,
  encodeCursor,
  orderBy,
  orderColumns,
  orders,
  type OrderRow,
} from '../../src/server/features/catalog/public.ts'
import { eq } from 'drizzle-orm'
import { fmt, machineLine, today, writeGeneratedSection } from '../lib/performance-doc.ts'

const large = Number(process.env.BENCH_TEMPLATES ?? 100_000)
const small = 100
const samples = Number(process.env.BENCH_SAMPLES ?? 40)
const write = !process.argv.includes('--no-write')

type Timing = { median: number; p95: number }

async function main() {
  const base = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL
  if (!base) {
    console.error('bench:scale needs PostgreSQL: set TEST_DATABASE_URL or DATABASE_URL')
    process.exit(2)
  }
  const name = `pm_bench_scale_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: base })
  await admin.connect()
  await admin.query(`CREATE DATABASE "${name}"`)
  const url = new URL(base)
  url.pathname = `/${name}`
  const dataDir = mkdtempSync(join(tmpdir(), 'pm-bench-scale-'))
  const database = await openPostgres(url.toString(), 10)
  const env = parseEnv({
    NODE_ENV: 'production',
    ALLOW_TEST_PAYMENTS: 'true',
    ALLOW_OUTBOX_MAIL: 'true',
    DATABASE_URL: url.toString(),
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(24).toString('hex'),
  })
  const deps = buildDeps(env, database)
  try {
    await migrate(database)
    deps.catalogCache = createCatalogCache(deps.events, { maxAgeMs: 0 })
    const app = createApp(deps)
    const pool = database.pool!

    const get = async (path: string) => {
      const res = await app.request(path)
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`)
      return res.json() as Promise<{ items: { id: string }[]; nextCursor: string | null }>
    }
    const time = async (path: string): Promise<Timing> => {
      for (let i = 0; i < 5; i++) await get(path)
      const ms: number[] = []
      for (let i = 0; i < samples; i++) {
        const start = performance.now()
        await get(path)
        ms.push(performance.now() - start)
      }
      ms.sort((a, b) => a - b)
      return { median: ms[Math.floor(ms.length / 2)]!, p95: ms[Math.floor(ms.length * 0.95)]! }
    }
    // The cursor of the row in the middle of an order (the API's cursors are opaque to clients; the bench makes one).
    const middleCursor = async (sort: keyof typeof orders = 'name') => {
      const t = promptTemplates
      const order = orders[sort]
      const { rows } = await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM prompt_templates`)
      const [row] = await database.db
        .select({ id: t.id, name: t.name, priceCents: t.priceCents, ...orderColumns })
        .from(t)
        .where(eq(t.status, 'active'))
        .orderBy(...orderBy(order))
        .offset(Math.floor(rows[0]!.n / 2))
        .limit(1)
      return encodeCursor(sort, cursorValues(order, row as OrderRow))
    }
    const browse = (query: string) => `/api/templates?limit=24&${query}`
    const sortCases = async () => {
      const out: [string, string][] = []
      for (const sort of ['bestselling', 'newest', 'price-asc', 'price-desc', 'rating'] as const) {
        out.push([`sort ${sort}, first page (\`?sort=${sort}&limit=24\`)`, browse(`sort=${sort}`)])
        out.push([
          `sort ${sort}, a page from the middle (cursor)`,
          browse(`sort=${sort}&cursor=${await middleCursor(sort)}`),
        ])
      }
      return out
    }
    const cases = async () => [
      ['list, first page (`/api/templates?limit=50`)', '/api/templates?limit=50'],
      ['list, a page from the middle (cursor)', `/api/templates?limit=50&cursor=${await middleCursor()}`],
      ...(await sortCases()),
      ['relevance, common word (`?q=budget&sort=relevance&limit=24`)', browse('q=budget&sort=relevance')],
      ['relevance, no match (`?q=zebra&sort=relevance&limit=24`)', browse('q=zebra&sort=relevance')],
      [
        'filter category, best selling (`?category=life&sort=bestselling`)',
        browse('category=life&sort=bestselling'),
      ],
      ['filter tier, best selling (`?tier=super&sort=bestselling`)', browse('tier=super&sort=bestselling')],
      [
        'filter price range, best selling (`?minPrice=1000&maxPrice=2000&sort=bestselling`)',
        browse('minPrice=1000&maxPrice=2000&sort=bestselling'),
      ],
      ['filter price range, newest (`?maxPrice=1000&sort=newest`)', browse('maxPrice=1000&sort=newest')],
      [
        'filter minimum rating, best selling (`?minRating=4&sort=bestselling`)',
        browse('minRating=4&sort=bestselling'),
      ],
      ['filter minimum rating, newest (`?minRating=4.5&sort=newest`)', browse('minRating=4.5&sort=newest')],
      [
        'all filters, price high to low (`?category=health&tier=boost&minPrice=1000&minRating=3&sort=price-desc`)',
        browse('category=health&tier=boost&minPrice=1000&minRating=3&sort=price-desc'),
      ],
      ['filters matching nothing (`?minPrice=5000&sort=rating`)', browse('minPrice=5000&sort=rating')],
      ['category, first page (`?category=health&limit=24`)', '/api/templates?category=health&limit=24'],
      [
        'category and tier (`?category=health&tier=boost&limit=24`)',
        '/api/templates?category=health&tier=boost&limit=24',
      ],
      ['text search, common word (`?q=budget&limit=50`)', '/api/templates?q=budget&limit=50'],
      ['text search, no match (`?q=zebra&limit=50`)', '/api/templates?q=zebra&limit=50'],
      ['counts (`/api/catalog-summary`)', '/api/catalog-summary'],
      ['detail (`/api/templates/gen-50`)', '/api/templates/gen-50'],
    ]

    await insertGeneratedTemplates(database.db, { count: small })
    await insertGeneratedActivity(database.db, { count: small })
    await pool.query('VACUUM ANALYZE prompt_templates')
    console.log(`${small} templates: measuring (${samples} requests per case)`)
    // One discarded pass over every case first: the process is cold (JIT, pool, plans) when the small catalogue is
    // measured, which made the later 100,000 figures look faster than the 100 ones.
    for (const [, path] of await cases()) await time(path)
    const at100 = new Map<string, Timing>()
    for (const [label, path] of await cases()) at100.set(label, await time(path))

    console.log(`inserting ${fmt(large - small)} more...`)
    const started = performance.now()
    await insertGeneratedTemplates(database.db, { count: large - small, from: small })
    await insertGeneratedActivity(database.db, { count: large - small, from: small })
    await pool.query('VACUUM ANALYZE prompt_templates')
    const insertSeconds = (performance.now() - started) / 1000
    console.log(`${fmt(large)} templates: measuring`)
    const atLarge = new Map<string, Timing>()
    for (const [label, path] of await cases()) atLarge.set(label, await time(path))

    // Paging covers everything exactly once at full size.
    const walkStart = performance.now()
    const seen = new Set<string>()
    let cursor: string | null = null
    let pages = 0
    do {
      const page: { items: { id: string }[]; nextCursor: string | null } = await get(
        `/api/templates?limit=1000${cursor ? `&cursor=${cursor}` : ''}`,
      )
      for (const item of page.items) {
        if (seen.has(item.id)) throw new Error(`${item.id} came twice`)
        seen.add(item.id)
      }
      cursor = page.nextCursor
      pages++
    } while (cursor)
    if (seen.size !== large) throw new Error(`walk saw ${seen.size} of ${large}`)
    const walkSeconds = (performance.now() - walkStart) / 1000

    const ms = (n: number) => `${n.toFixed(1)} ms`
    const rows = [...at100.keys()].map((label) => {
      const a = at100.get(label)!
      const b = atLarge.get(label)!
      const ratio = b.median / a.median
      return `| ${label} | ${ms(a.median)} / ${ms(a.p95)} | ${ms(b.median)} / ${ms(b.p95)} | ${ratio.toFixed(2)}${ratio <= 1.5 ? '' : ' (over 1.5)'} |`
    })
    const version = (await pool.query<{ v: string }>(`SELECT current_setting('server_version') AS v`))
      .rows[0]!.v
    const table = [
      `Measured ${today()} with \`npm run bench:scale\` on PostgreSQL ${version} (local, default settings): generated templates ` +
        `(\`src/server/testing/generate-templates.ts\`, spread over every category and tier) with their purchases and ` +
        `verified buyers' ratings (\`generate-activity.ts\`: sales with many ties, a third rated), the API called in process ` +
        `with the catalogue cache off (every request queries the database), ${samples} requests per case after a discarded pass over every case and 5 warm-up requests per case. ` +
        `Inserting ${fmt(large - small)} templates and their purchases and ratings took ${insertSeconds.toFixed(1)} s.`,
      '',
      machineLine(),
      '',
      `| case | ${fmt(small)} templates: median / p95 | ${fmt(large)} templates: median / p95 | ratio of medians |`,
      '| --- | --- | --- | --- |',
      ...rows,
      '',
      `Paging check at ${fmt(large)}: ${pages} pages of \`limit=1000\` returned every template exactly once (${walkSeconds.toFixed(1)} s in all).`,
    ].join('\n')
    console.log(`\n${table}\n`)
    if (write) {
      writeGeneratedSection('scale', 'Scale of the catalogue', table)
      console.log('Written to docs/performance.md')
    }
  } finally {
    database.pool!.removeAllListeners('error').on('error', () => {}) // the scratch database is dropped below
    await (deps.events as { close?: () => Promise<void> }).close?.()
    await database.close()
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    await admin.end()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
