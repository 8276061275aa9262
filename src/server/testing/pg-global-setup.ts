import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openPostgres } from '../db/client.ts'
import { migrate } from '../db/migrate.ts'

// Vitest global setup for the PostgreSQL project: one migrated template database per run, dropped afterwards
// with every database the tests cloned from it.
export default async function setup(project: TestProject) {
  const base = process.env.TEST_DATABASE_URL
  if (!base) return
  const template = `pmtest_${process.pid}_${Date.now().toString(36)}`
  const admin = new pg.Client({ connectionString: base })
  await admin.connect()
  await admin.query(`CREATE DATABASE "${template}"`)
  const url = new URL(base)
  url.pathname = `/${template}`
  const database = await openPostgres(url.toString(), 2)
  await migrate(database)
  await database.close()
  project.provide('pgTemplate', template)

  return async () => {
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1`,
      [`${template}%`],
    )
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`)
    await admin.end()
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string
  }
}
