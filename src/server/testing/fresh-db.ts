import { randomBytes } from 'node:crypto'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import pg from 'pg'
import { afterAll, inject } from 'vitest'
import { openPostgres, pgliteExtensions, type Database, type Db } from '../db/client.ts'
import { migrate } from '../db/migrate.ts'
import * as schema from '../db/schema/index.ts'

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

/** The migrated, empty PGlite data directory as a tarball (made once per test file). */
export const migratedPglite = () => (pgliteImage ??= migratedPgliteImage())

/** A new, migrated, empty database, closed (and on PostgreSQL dropped) after the test file. */
export async function freshDb(): Promise<Database> {
  let database: Database
  if (testDbKind() === 'postgres') {
    const base = process.env.TEST_DATABASE_URL
    const template = inject('pgTemplate')
    if (!base || !template)
      throw new Error('TEST_DATABASE_URL and the global setup are needed for PostgreSQL tests')
    const name = `${template}_${randomBytes(5).toString('hex')}`
    const admin = new pg.Client({ connectionString: base })
    await admin.connect()
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`)
    await admin.end()
    const url = new URL(base)
    url.pathname = `/${name}`
    database = await openPostgres(url.toString(), 20)
  } else {
    pgliteImage ??= migratedPgliteImage()
    const client = new PGlite({ loadDataDir: await pgliteImage, extensions: pgliteExtensions })
    await client.waitReady
    const db = drizzle({ client, schema }) as unknown as Db
    database = { db, kind: 'pglite', describe: 'PGlite (test)', close: () => client.close() }
  }
  afterAll(() => database.close())
  return database
}
