import { sql } from 'drizzle-orm'
import { readMigrationFiles } from 'drizzle-orm/migrator'
import type { Db } from '../../db/client.ts'
import { migrationsFolder } from '../../db/migrate.ts'
import { queryRows } from '../../db/query-rows.ts'
import { AppError } from '../../lib/errors.ts'

// The build's migrations, read once: they cannot change while the process runs.
let expected: number[] | undefined
const expectedMigrations = () =>
  (expected ??= readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis))

/**
 * Ready when the database answers within `timeoutMs` and has every migration of this build applied (drizzle
 * records each by its journal time, as its own migrator compares them). Otherwise an AppError 503.
 */
export async function checkReadiness(db: Db, { timeoutMs = 2000 }: { timeoutMs?: number } = {}) {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database did not answer in time')), timeoutMs)
  })
  let applied: Set<number>
  try {
    const rows = await Promise.race([
      queryRows<{ created_at: string | number }>(
        db,
        sql`SELECT created_at FROM drizzle.__drizzle_migrations`,
      ),
      timeout,
    ])
    applied = new Set(rows.map((r) => Number(r.created_at)))
  } catch {
    throw new AppError('not_ready', 'The database is not answering', 503)
  } finally {
    clearTimeout(timer)
  }
  const missing = expectedMigrations().filter((when) => !applied.has(when))
  if (missing.length)
    throw new AppError('not_ready', `${missing.length} database migration(s) not applied yet`, 503)
  return { status: 'ready' as const }
}
