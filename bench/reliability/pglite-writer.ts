// Child process for the crash-safety test: grants credits through the real ledger on a PGlite data directory
// and prints "committed <n>" after each transaction returns, until it is killed.
import { openPglite } from '../../src/server/db/client.ts'
import { migrate } from '../../src/server/db/migrate.ts'
import { givenUser } from '../../src/server/testing/given.ts'
import { grantCredits } from '../../src/server/features/credits/public.ts'

const dir = process.argv[2]
if (!dir) throw new Error('usage: pglite-writer.ts <data-dir>')
const database = await openPglite(dir)
await migrate(database)
const { id } = await givenUser(database.db)
process.stdout.write(`user ${id}\n`)
for (let n = 1; ; n++) {
  await grantCredits(database.db, {
    userId: id,
    amount: 1,
    type: 'admin_adjustment',
    description: 'Crash test',
    key: `crash:${n}`,
  })
  process.stdout.write(`committed ${n}\n`)
}
