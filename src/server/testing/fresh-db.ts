import { randomBytes } from 'node:crypto'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import pg from 'pg'
import { afterAll, inject, onTestFinished } from 'vitest'
import { openPostgres, pgliteExtensions, type Database, type Db } from '../db/client.ts'
import { migrate } from '../db/migrate.ts'
import * as schema from '../db/schema/index.ts'
import { PglitePool, revocable } from './pglite-pool.ts'

// Tests run on PGlite, and on PostgreSQL when the vitest project sets TEST_DB_KIND=postgres.
export const testDbKind = () => (process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite')

let pgliteImage: Promise<Blob> | undefined

async function migratedPgliteImage() {
  const client = new PGlite({ extensions: pgliteExtensions })
  await migrate({
    db: drizzle({ client, schema }) as unknown as Db,
    kind: 'pglite',
    describe: '',
    close: async () => {},
  })
  const image = (await client.dumpDataDir('none')) as Blob
  await client.close()
  return image
}

/** The migrated, empty PGlite data directory as a tarball (made once per worker). */
export const migratedPglite = () => (pgliteImage ??= migratedPgliteImage())

const pglitePool = new PglitePool(migratedPglite)

/** A migrated, empty database of the caller's own: on PostgreSQL closed and dropped after the file; a PGlite goes back
 * to the worker's pool, emptied, after the test that made it (after the file when made outside a test). */
export async function freshDb(): Promise<Database> {
  return testDbKind() === 'postgres' ? freshPostgres() : freshPglite()
}

/** The address of a new PostgreSQL database copied from the run's migrated template (dropped after the run). */
export async function postgresTemplateCopy(label = '') {
  const base = process.env.TEST_DATABASE_URL
  const template = inject('pgTemplate')
  if (!base || !template)
    throw new Error('TEST_DATABASE_URL and the global setup are needed for PostgreSQL tests')
  const name = `${template}_${label}${randomBytes(5).toString('hex')}`
  const admin = new pg.Client({ connectionString: base })
  await admin.connect()
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`)
  await admin.end()
  const url = new URL(base)
  url.pathname = `/${name}`
  return url.toString()
}

async function freshPostgres() {
  const url = await postgresTemplateCopy()
  const database = await openPostgres(url, 20)
  afterAll(async () => {
    await database.close()
    dropSoon(url)
  })
  return database
}

/**
 * Drops a file's database while the next files run. On PostgreSQL 15 every DROP DATABASE waits on a checkpoint
 * (0.1 to 0.2 s): the run's 150 databases dropped one by one at its end took 20 to 28 s with nothing else to do.
 * What is not dropped by then is dropped by the global setup's teardown, which waits on a drop under way.
 */
function dropSoon(databaseUrl: string) {
  const url = new URL(databaseUrl)
  const name = url.pathname.slice(1)
  url.pathname = new URL(process.env.TEST_DATABASE_URL!).pathname
  const admin = new pg.Client({ connectionString: url.toString() })
  admin.on('error', () => {})
  void admin
    .connect()
    .then(() => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))
    .catch(() => {})
    .finally(() => admin.end().catch(() => {}))
}

async function freshPglite(): Promise<Database> {
  // One asked for in a test goes back when that test ends, so the file's next test takes it reset (about 30 ms)
  // instead of loading another from the image (1 to 2 s in a full run); one asked for outside a test, when the file
  // ends. Decided now, before waiting: a test may be running by the time the database is ready.
  const done: { ended?: boolean; release?: () => Promise<void> } = {}
  const whenDone = () => ((done.ended = true), done.release?.())
  try {
    onTestFinished(whenDone)
  } catch {
    afterAll(whenDone)
  }
  const client = await pglitePool.take()
  const handle = revocable(client)
  let released: Promise<void> | undefined
  // Closing revokes this handle and hands the database back to the worker (pglite-pool.ts). The hook calls it
  // directly: a test may replace the database's close after closing it.
  const release = () => (released ??= (handle.revoke(), pglitePool.giveBack(client)))
  done.release = release
  if (done.ended) void release()
  return {
    db: drizzle({ client: handle.client, schema }) as unknown as Db,
    kind: 'pglite',
    describe: 'PGlite (test)',
    close: release,
  }
}
