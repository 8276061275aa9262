// npm run bench:ledger — credit spends per second through our spend use case (balance update + ledger row in one
// statement, in a transaction, with an idempotency key), beside the same number of bare single-row conditional
// UPDATEs on a copy of the balances, with the same pool and concurrency, on PostgreSQL.
// Needs TEST_DATABASE_URL or DATABASE_URL (a server where it may create and drop a scratch database).
// Options: BENCH_USERS (200), BENCH_SPENDS (4000), BENCH_CONCURRENCY (40), BENCH_POOL (20), --no-write.
import { randomBytes } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import { openPostgres } from '../../src/server/db/client.ts'
import { migrate } from '../../src/server/db/migrate.ts'
import { grantCredits, spendCredits, ledgerInvariant } from '../../src/server/features/credits/public.ts'
import { fmt, machineLine, today, writeGeneratedSection } from '../lib/performance-doc.ts'

const users = Number(process.env.BENCH_USERS ?? 200)
const spends = Number(process.env.BENCH_SPENDS ?? 4000)
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 40)
const poolSize = Number(process.env.BENCH_POOL ?? 20)
const rounds = 3
const write = !process.argv.includes('--no-write')

/** Runs `count` tasks with `concurrency` in flight; returns operations per second. */
async function throughput(count: number, task: (i: number) => Promise<unknown>) {
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await task(next++)
    }),
  )
  return count / ((performance.now() - started) / 1000)
}

async function main() {
  const base = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL
  if (!base) {
    console.error('bench:ledger needs PostgreSQL: set TEST_DATABASE_URL or DATABASE_URL')
    process.exit(2)
  }
  const name = `pm_bench_ledger_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: base })
  await admin.connect()
  await admin.query(`CREATE DATABASE "${name}"`)
  const url = new URL(base)
  url.pathname = `/${name}`
  const database = await openPostgres(url.toString(), poolSize)
  try {
    await migrate(database)
    const pool = database.pool!
    const ids = Array.from({ length: users }, (_, i) => `bench-user-${i}`)
    const start = spends * rounds * 2 // enough that no spend is refused
    await pool.query(
      `INSERT INTO "user" (id, name, email, email_verified) SELECT id, id, id || '@example.com', true FROM unnest($1::text[]) AS id`,
      [ids],
    )
    await pool.query(
      `INSERT INTO profiles (user_id, member_code, full_name) SELECT id, 'M' || md5(id), id FROM unnest($1::text[]) AS id`,
      [ids],
    )
    for (const userId of ids)
      await grantCredits(database.db, {
        userId,
        amount: start,
        type: 'admin_adjustment',
        description: 'Bench credits',
        key: `bench-grant:${userId}`,
      })
    // The baseline's own copy of the balances, so it never touches the ledger's.
    await pool.query(`CREATE TABLE bench_balances (user_id text PRIMARY KEY, balance integer NOT NULL)`)
    await pool.query(`INSERT INTO bench_balances SELECT user_id, balance FROM profiles`)

    const userOf = (i: number) => ids[(i * 7919) % users]!
    let round = 0
    const ours = () =>
      throughput(spends, (i) =>
        spendCredits(database.db, {
          userId: userOf(i),
          amount: 1,
          description: 'Bench spend',
          key: `bench-spend:${round}:${i}`,
        }),
      )
    const baseline = () =>
      throughput(spends, (i) =>
        pool.query(
          'UPDATE bench_balances SET balance = balance - 1 WHERE user_id = $1 AND balance - 1 >= 0 RETURNING balance',
          [userOf(i)],
        ),
      )

    console.log(`${users} users, ${spends} spends per run, ${concurrency} at once, pool of ${poolSize}`)
    round = -1
    await ours() // warm-up
    await baseline()
    const results: { ours: number; base: number }[] = []
    for (round = 0; round < rounds; round++) {
      const b = await baseline()
      const o = await ours()
      console.log(
        `round ${round + 1}: baseline ${fmt(b)} updates/s, ours ${fmt(o)} spends/s (${(o / b).toFixed(2)})`,
      )
      results.push({ ours: o, base: b })
    }
    const breaches = await ledgerInvariant(database.db)
    if (breaches.length) throw new Error(`ledger invariant broken for ${breaches.length} user(s)`)
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
    const o = median(results.map((r) => r.ours))
    const b = median(results.map((r) => r.base))
    const version = (await pool.query<{ v: string }>(`SELECT current_setting('server_version') AS v`))
      .rows[0]!.v

    const table = [
      `Measured ${today()} with \`npm run bench:ledger\` on PostgreSQL ${version} (local, default settings): ${users} users, ` +
        `${fmt(spends)} spends of 1 credit per run on users spread over all of them, ${concurrency} in flight, a pool of ` +
        `${poolSize} connections; median of ${rounds} rounds after a warm-up, the baseline and ours alternating. ` +
        `The ledger invariant (balance = sum of ledger rows, never negative) was checked afterwards: ${breaches.length} breaches.`,
      '',
      machineLine(),
      '',
      '| what | per second | ratio |',
      '| --- | --- | --- |',
      `| baseline: \`UPDATE … SET balance = balance - 1 WHERE user_id = $1 AND balance - 1 >= 0\` (autocommit) | ${fmt(b)} | 1.00 |`,
      `| ours: \`spendCredits\` (transaction, conditional update + ledger row in one statement, idempotency key) | ${fmt(o)} | ${(o / b).toFixed(2)} |`,
      '',
      `Rounds (baseline / ours): ${results.map((r) => `${fmt(r.base)} / ${fmt(r.ours)}`).join('; ')}.`,
    ].join('\n')
    console.log(`\n${table}\n`)
    if (write) {
      writeGeneratedSection('ledger', 'Credit spends', table)
      console.log('Written to docs/performance.md')
    }
  } finally {
    database.pool!.removeAllListeners('error').on('error', () => {}) // the scratch database is dropped below
    await database.close()
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    await admin.end()
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
