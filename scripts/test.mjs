#!/usr/bin/env node
// npm test: typecheck, lint, unit and API tests (PGlite, plus PostgreSQL when TEST_DATABASE_URL is set),
// the web build, and the Playwright journeys. Ends with one line: `N passed, M failed`.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { createServer } from 'node:net'
import { join } from 'node:path'
import pg from 'pg'

const root = new URL('..', import.meta.url).pathname
const bin = (name) => join(root, 'node_modules/.bin', name)
const results = join(root, 'test-results')
rmSync(results, { recursive: true, force: true })
mkdirSync(results, { recursive: true })

let passed = 0
let failed = 0
const failures = []
// How long each stage took, printed before the last line: the suite has a time budget (docs/performance.md).
const started = Date.now()
const took = []
const timed = async (label, step) => {
  const t = Date.now()
  const ok = await step()
  took.push(`${label} ${Math.round((Date.now() - t) / 1000)} s`)
  return ok
}

function run(label, cmd, args, env = {}) {
  console.log(`\n▶ ${label}`)
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  return r.status === 0
}

// A step whose output is held back and printed whole when it ends, so that steps run side by side stay readable.
function runQuietly(label, cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env: process.env })
    let output = ''
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    child.on('error', (err) => (output += String(err)))
    child.on('close', (code) => {
      console.log(`\n▶ ${label}${output ? `\n${output.trimEnd()}` : ''}`)
      resolve(code === 0)
    })
  })
}

function fail(label) {
  failed++
  failures.push(label)
}

const freePort = () =>
  new Promise((resolve) => {
    const srv = createServer()
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
  })

// The web app is built once, here, and named in TEST_WEB_DIST for the tests and the journeys' server.
// The type check (the longest check, on one core) runs beside the build and then the lint: 61 s against 78 s in one
// clone, not yet shown inside .ci/run (docs/performance.md, issue 21).
const webDist = join(mkdtempSync(join(tmpdir(), 'promptmarket-web-')), 'dist')
const [typechecked, webBuilt, linted] = await timed('web build, typecheck and lint', async () => {
  const typecheck = runQuietly('typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json'])
  const built = await runQuietly('web build', process.execPath, [
    join(root, 'scripts/build-web.mjs'),
    webDist,
    '--logLevel',
    'warn',
  ])
  const lint = await runQuietly('lint', bin('eslint'), ['.'])
  return [await typecheck, built, lint]
})
for (const [ok, label] of [
  [webBuilt, 'web build'],
  [typechecked, 'typecheck'],
  [linted, 'lint'],
]) {
  if (ok) passed++
  else fail(label)
}
if (webBuilt) process.env.TEST_WEB_DIST = webDist

const vitestJson = join(results, 'vitest.json')
const vitestOk = await timed('unit and API tests', () =>
  run('unit and API tests', bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestJson}`,
  ]),
)
if (existsSync(vitestJson)) {
  const report = JSON.parse(readFileSync(vitestJson, 'utf8'))
  passed += report.numPassedTests
  failed += report.numFailedTests
  if (report.numFailedTests) failures.push(`${report.numFailedTests} unit/API test(s)`)
  if (!vitestOk && report.numFailedTests === 0) fail('vitest (suite error)')
} else if (!vitestOk) fail('vitest (no report)')

// Titles of the journeys that passed only on their retry, from Playwright's JSON report.
function flakyTitles(report) {
  const titles = []
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? [])
        if (t.status === 'flaky') titles.push(`  [${t.projectName}] ${[...path, spec.title].join(' › ')}`)
    for (const child of suite.suites ?? []) walk(child, [...path, child.title])
  }
  for (const suite of report.suites ?? []) walk(suite, [suite.title])
  return titles
}

// With a PostgreSQL server (TEST_DATABASE_URL, as on CI) the journeys' server runs on a database of this run's own
// there, dropped after the run: the journeys took 498 s on it against 533 to 576 s on PGlite (decision 0044).
async function onPostgres(sql) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}
let e2eDatabase
if (process.env.TEST_DATABASE_URL) {
  const name = `pme2e_${process.pid}_${Date.now().toString(36)}`
  const url = new URL(process.env.TEST_DATABASE_URL)
  url.pathname = `/${name}`
  await onPostgres(`CREATE DATABASE "${name}"`).then(
    () => (e2eDatabase = { name, url: url.toString() }),
    (err) =>
      console.log(`\nThe journeys run on PGlite: no database of their own on PostgreSQL (${err.message}).`),
  )
}

const e2eJson = join(results, 'e2e.json')
const e2ePort = String(await freePort())
const e2eOk = await timed('journeys', () =>
  run('end-to-end journeys', bin('playwright'), ['test', '--reporter=list,json'], {
    E2E_PORT: e2ePort,
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson,
    ...(e2eDatabase ? { E2E_DATABASE_URL: e2eDatabase.url } : {}),
  }),
)
if (e2eDatabase)
  await onPostgres(`DROP DATABASE IF EXISTS "${e2eDatabase.name}" WITH (FORCE)`).catch((err) =>
    console.log(`\nThe journeys' database ${e2eDatabase.name} was not dropped: ${err.message}`),
  )
if (existsSync(e2eJson)) {
  const report = JSON.parse(readFileSync(e2eJson, 'utf8'))
  const { stats } = report
  passed += stats.expected + (stats.flaky ?? 0)
  if (stats.flaky)
    console.log(`\nFlaky (failed, then passed on the retry):\n${flakyTitles(report).join('\n')}`)
  failed += stats.unexpected
  if (stats.unexpected) failures.push(`${stats.unexpected} journey(s)`)
  if (!e2eOk && stats.unexpected === 0) fail('playwright (run error)')
} else if (!e2eOk) fail('playwright (no report)')

rmSync(join(webDist, '..'), { recursive: true, force: true })
console.log(`\nTook ${Math.round((Date.now() - started) / 1000)} s in all: ${took.join(', ')}`)
if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
