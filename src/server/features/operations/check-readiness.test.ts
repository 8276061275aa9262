import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { freshDb } from '../../testing/fresh-db.ts'
import { testApp } from '../../testing/test-app.ts'
import { checkReadiness } from './check-readiness.ts'

describe('GET /healthz and /readyz', () => {
  it('answers 200 on a migrated database', async () => {
    const t = await testApp()
    const health = await t.json('/healthz')
    expect(health).toMatchObject({ status: 200, data: { status: 'ok' } })
    const ready = await t.json('/readyz')
    expect(ready).toMatchObject({ status: 200, data: { status: 'ready' } })
  })

  it('answers 503 in the error shape when the last migration is not applied', async () => {
    const t = await testApp()
    await t.db.execute(
      sql`DELETE FROM drizzle.__drizzle_migrations WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations)`,
    )
    const ready = await t.json('/readyz')
    expect(ready.status).toBe(503)
    expect(ready.data).toEqual({
      error: { code: 'not_ready', message: '1 database migration(s) not applied yet' },
    })
    // The process itself still answers: an orchestrator must not restart it for this.
    expect((await t.json('/healthz')).status).toBe(200)
  })

  it('answers 503 when the database is closed, and /healthz stays 200', async () => {
    const t = await testApp()
    const { database } = t.deps
    await database.close()
    database.close = async () => {} // freshDb closes it again after the file
    const ready = await t.json('/readyz')
    expect(ready.status).toBe(503)
    expect(ready.data.error.code).toBe('not_ready')
    expect((await t.json('/healthz')).status).toBe(200)
  })
})

describe('checkReadiness on a database that was never migrated', () => {
  it('is not ready', async () => {
    const database = await freshDb()
    await database.db.execute(sql`DROP TABLE drizzle.__drizzle_migrations`)
    await expect(checkReadiness(database.db)).rejects.toMatchObject({ status: 503, code: 'not_ready' })
  })
})
