import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { freshDb, testDbKind } from './fresh-db.ts'
import type { Database } from '../db/client.ts'
import { queryRows } from '../db/query-rows.ts'

const pglite = testDbKind() === 'pglite'

const messages = async (database: Database) =>
  (await queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM contact_messages`))[0]!.n

// Made while the file is collected, outside any test: it goes back when the file ends.
const madeOutsideTests = pglite ? freshDb() : undefined

// The tests run in order: the second looks at what the first made.
describe.skipIf(!pglite)('a PGlite made in a test', () => {
  let first: Database | undefined

  it('is the test’s own until the test ends', async () => {
    first = await freshDb()
    await first.db.execute(
      sql`INSERT INTO contact_messages (name, email, topic, message) VALUES ('A', 'a@example.com', 't', 'm')`,
    )
    expect(await messages(first)).toBe(1)
  })

  it('goes back to the pool when its test ends: its handle is closed, the next one starts empty', async () => {
    const refused = await messages(first!).then(
      () => null,
      (err: Error) => err,
    )
    expect((refused?.cause as Error | undefined)?.message).toBe('PGlite is closed')
    expect(await messages(await freshDb())).toBe(0)
    expect(await messages((await madeOutsideTests)!)).toBe(0)
  })
})
