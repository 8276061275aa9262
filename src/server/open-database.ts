import { openPglite, openPostgres, type Database } from './db/client.ts'
import { migrate } from './db/migrate.ts'
import { seedCatalogue } from './db/seed/seed-catalogue.ts'
import type { Env } from './env.ts'

/** The configured database, migrated and with the launch catalogue present. */
export async function openDatabase(env: Env): Promise<Database> {
  const database = env.DATABASE_URL ? await openPostgres(env.DATABASE_URL) : await openPglite(env.DATA_DIR)
  await migrate(database)
  await seedCatalogue(database.db, 'missing')
  return database
}
