import { mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import * as schema from './schema/index.ts'
import { lockDataDir } from './data-dir-lock.ts'

/** PostgreSQL extensions the migrations create; PGlite ships them as separate modules. */
export const pgliteExtensions = { pg_trgm }

// A database handle or a transaction handle: use cases accept either.
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export type Database = {
  db: Db
  kind: 'pglite' | 'postgres'
  describe: string
  /** Raw LISTEN/NOTIFY access (PostgreSQL only). */
  pool?: pg.Pool
  close: () => Promise<void>
}

export async function openPostgres(url: string, max = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max })
  // pool.end() resolves once every connection is told to end, not when each has gone: a backend ended meanwhile
  // (a database dropped after its tests) is part of closing, not an error to report.
  let closing = false
  pool.on('error', (err) => {
    if (!closing) console.error('PostgreSQL pool error', err.message)
  })
  const db = drizzlePg({ client: pool, schema }) as unknown as Db
  const u = new URL(url)
  return {
    db,
    kind: 'postgres',
    pool,
    describe: `PostgreSQL ${u.host}${u.pathname}`,
    close: () => ((closing = true), pool.end()),
  }
}

/** PGlite in DATA_DIR/pglite, locked against a second process; or in memory when dataDir is null. */
export async function openPglite(dataDir: string | null): Promise<Database> {
  let release = () => {}
  let client: PGlite
  if (dataDir) {
    const dir = resolve(dataDir, 'pglite')
    mkdirSync(dir, { recursive: true })
    release = lockDataDir(join(resolve(dataDir), 'pglite.lock'))
    client = new PGlite(dir, { extensions: pgliteExtensions })
  } else {
    client = new PGlite({ extensions: pgliteExtensions })
  }
  await client.waitReady
  const db = drizzlePglite({ client, schema }) as unknown as Db
  return {
    db,
    kind: 'pglite',
    describe: dataDir ? `PGlite (embedded) in ${resolve(dataDir, 'pglite')}` : 'PGlite (in memory)',
    close: async () => {
      await client.close()
      release()
    },
  }
}
