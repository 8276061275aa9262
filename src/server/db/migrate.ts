import { fileURLToPath } from 'node:url'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import type { Database } from './client.ts'

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

export async function migrate(database: Database) {
  if (database.kind === 'pglite')
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder })
  else await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder })
}
