import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPglite } from '../db/client.ts'
import { queryRows } from '../db/query-rows.ts'
import { ledgerInvariant } from '../features/credits/public.ts'
import { testDbKind } from '../testing/fresh-db.ts'
import { pgliteDataDir } from '../testing/pglite-data-dir.ts'

// A child process grants credits through the real ledger on a PGlite data directory and reports each commit;
// it is killed with SIGKILL mid-writes. Reopening the directory must keep every reported commit and the
// ledger invariant (a write in flight may or may not have landed, never half of one).
const writer = join(import.meta.dirname, '../../../bench/reliability/pglite-writer.ts')

function runUntilKilled(dir: string, commits: number) {
  return new Promise<{ userId: string; committed: number }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', writer, dir], {
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let userId = ''
    let committed = 0
    let buffer = ''
    let stderr = ''
    child.stderr.on('data', (d) => (stderr += String(d)))
    child.stdout.on('data', (d) => {
      buffer += String(d)
      const lines = buffer.split('\n')
      buffer = lines.pop() ?? ''
      for (const line of lines) {
        if (line.startsWith('user ')) userId = line.slice(5)
        if (line.startsWith('committed ')) committed = Number(line.slice(10))
      }
      if (committed >= commits && !child.killed) child.kill('SIGKILL')
    })
    child.on('exit', (code, signal) =>
      signal === 'SIGKILL'
        ? resolve({ userId, committed })
        : reject(new Error(`writer exited ${code}: ${stderr}`)),
    )
  })
}

// PGlite only: the PostgreSQL project would run the very same child process again.
describe.skipIf(testDbKind() === 'postgres')('crash safety on PGlite', () => {
  // The first directory of a worker waits for PGlite's initdb: a hook's time, not the test's.
  let dir = ''
  beforeAll(async () => void (dir = await pgliteDataDir('pm-crash-')), 180_000)
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it(
    'a data directory reopened after SIGKILL mid-writes keeps every committed grant',
    { timeout: 150_000 },
    async () => {
      const { userId, committed } = await runUntilKilled(dir, 20)
      expect(userId).not.toBe('')
      expect(committed).toBeGreaterThanOrEqual(20)

      const database = await openPglite(dir)
      try {
        const [row] = await queryRows<{ n: number; balance: number }>(
          database.db,
          sql`SELECT (SELECT COUNT(*)::int FROM credit_transactions WHERE user_id = ${userId}) AS n,
                   (SELECT balance FROM profiles WHERE user_id = ${userId}) AS balance`,
        )
        // Everything reported committed is there; at most the one in flight was added too.
        expect(Number(row!.n)).toBeGreaterThanOrEqual(committed)
        expect(Number(row!.n)).toBeLessThanOrEqual(committed + 1)
        expect(Number(row!.balance)).toBe(Number(row!.n))
        expect(await ledgerInvariant(database.db)).toEqual([])
      } finally {
        await database.close()
      }
    },
  )
})
