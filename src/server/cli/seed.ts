// npm run db:seed: rewrites the launch catalogue by slug (start-up only adds missing templates).
import { parseEnv } from '../env.ts'
import { openPglite, openPostgres } from '../db/client.ts'
import { migrate } from '../db/migrate.ts'
import { seedCatalogue } from '../db/seed/seed-catalogue.ts'

const env = parseEnv()
const database = env.DATABASE_URL ? await openPostgres(env.DATABASE_URL) : await openPglite(env.DATA_DIR)
await migrate(database)
const { templates } = await seedCatalogue(database.db, 'update')
console.log(`Seeded ${templates} templates into ${database.describe}`)
await database.close()
