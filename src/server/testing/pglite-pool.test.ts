import { afterAll, describe, expect, it } from 'vitest'
import type { PGlite } from '@electric-sql/pglite'
import { migratedPglite, testDbKind } from './fresh-db.ts'
import { PglitePool, revocable } from './pglite-pool.ts'

const count = async (client: PGlite, table: string) =>
  Number((await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n)

describe.skipIf(testDbKind() === 'postgres')('the test databases a worker keeps (PGlite)', () => {
  const pool = new PglitePool(migratedPglite, { keep: 1, resetTimeoutMs: 10_000 })
  const opened: PGlite[] = []
  const take = async () => {
    const client = await pool.take()
    opened.push(client)
    return client
  }
  afterAll(async () => {
    for (const client of opened) if (!client.closed) await client.close()
  })

  it('gives a database back empty, with the rows and sequences the migrations left', async () => {
    const client = await take()
    const countsBefore = await client.query('SELECT * FROM prompt_template_counts ORDER BY 1')
    const migrations = await count(client, 'drizzle.__drizzle_migrations')
    expect(migrations).toBeGreaterThan(0)

    await client.query(
      `INSERT INTO contact_messages (name, email, topic, message) VALUES ('A', 'a@example.com', 't', 'm')`,
    )
    await client.query(`DELETE FROM drizzle.__drizzle_migrations`)
    await client.query(`SET statement_timeout = 1234`)
    await pool.giveBack(client)

    const again = await take()
    expect(again).toBe(client)
    expect(await count(again, 'contact_messages')).toBe(0)
    expect(await count(again, 'drizzle.__drizzle_migrations')).toBe(migrations)
    expect((await again.query('SELECT * FROM prompt_template_counts ORDER BY 1')).rows).toEqual(
      countsBefore.rows,
    )
    expect((await again.query('SHOW statement_timeout')).rows[0]).toEqual({ statement_timeout: '0' })
    await pool.giveBack(again)
  })

  it('closes a database whose schema a file changed, and gives a new one next', async () => {
    const client = await take()
    await client.query('DROP TABLE contact_replies')
    await pool.giveBack(client)
    expect(client.closed).toBe(true)
    const next = await take()
    expect(next).not.toBe(client)
    expect(await count(next, 'contact_replies')).toBe(0)
    await pool.giveBack(next)
  })

  it('keeps no more than it is allowed', async () => {
    const [a, b] = [await take(), await take()]
    for (const client of [a, b]) await pool.giveBack(client)
    expect(pool.idle).toBe(1)
    expect(a.closed).toBe(false)
    expect(b.closed).toBe(true)
  })

  it('refuses work on a revoked handle, as on a closed database, and leaves the database itself open', async () => {
    const client = await take()
    const handle = revocable(client)
    expect((await handle.client.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }])
    handle.revoke()
    await expect(handle.client.query('SELECT 1')).rejects.toThrow('PGlite is closed')
    await expect(handle.client.transaction(async () => {})).rejects.toThrow('PGlite is closed')
    expect(handle.client.closed).toBe(true)
    expect(client.closed).toBe(false)
    await pool.giveBack(client)
  })
})
