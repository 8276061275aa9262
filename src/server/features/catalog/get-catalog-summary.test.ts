import { and, eq, inArray, not, sql } from 'drizzle-orm'
import { readMigrationFiles } from 'drizzle-orm/migrator'
import { describe, expect, it } from 'vitest'
import type { Db } from '../../db/client.ts'
import { migrationsFolder } from '../../db/migrate.ts'
import { queryRows } from '../../db/query-rows.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { categories, categoryOf, type CategoryKey } from '../../../shared/catalog/categories.ts'
import type { CatalogSummary } from '../../../shared/catalog/catalog-summary.ts'
import { tierOf } from '../../../shared/catalog/tiers.ts'
import { freshDb } from '../../testing/fresh-db.ts'
import { insertGeneratedTemplates } from '../../testing/generate-templates.ts'
import { range } from '../../testing/given.ts'
import { getCatalogSummary } from './get-catalog-summary.ts'

type Key = { status: string; category: string; tier: string; n: number }

// The trigger-kept counts (migration 0006) against a GROUP BY of the templates themselves, after every kind of write.
const grouped = (rows: Key[]) =>
  Object.fromEntries(
    rows.filter((r) => Number(r.n) !== 0).map((r) => [`${r.status}|${r.category}|${r.tier}`, Number(r.n)]),
  )
const counted = async (db: Db) =>
  grouped(await queryRows<Key>(db, sql`SELECT status, category, tier, n FROM prompt_template_counts`))
const recounted = async (db: Db) =>
  grouped(
    await queryRows<Key>(
      db,
      sql`SELECT status, category, tier, count(*) AS n FROM prompt_templates GROUP BY status, category, tier`,
    ),
  )

describe('catalogue summary counts', async () => {
  const { db } = await freshDb()
  // The summary as it was computed before the counts table: a GROUP BY over active templates.
  const summaryByGroupBy = async (): Promise<CatalogSummary> => {
    const summary = Object.fromEntries(
      categories.map((c) => [c.key, { count: 0, tiers: { daily: 0, boost: 0, super: 0 } }]),
    ) as CatalogSummary['categories']
    let total = 0
    for (const [key, n] of Object.entries(await recounted(db))) {
      const [status, category, tier] = key.split('|')
      if (status !== 'active') continue
      const entry = summary[categoryOf(category).key as CategoryKey]
      entry.count += n
      entry.tiers[tierOf(tier)] += n
      total += n
    }
    return { total, categories: summary }
  }
  const expectExact = async () => {
    expect(await counted(db)).toEqual(await recounted(db))
    expect(await getCatalogSummary(db)).toEqual(await summaryByGroupBy())
  }
  const healthBoost = async () => (await getCatalogSummary(db)).categories.health.tiers.boost

  it('counts nothing in an empty catalogue', async () => {
    expect(await getCatalogSummary(db)).toMatchObject({ total: 0 })
    expect(await counted(db)).toEqual({})
  })

  it('counts created templates, in batches and one by one', async () => {
    await insertGeneratedTemplates(db, { count: 150 })
    await insertGeneratedTemplates(db, { count: 1, from: 150 })
    const summary = await getCatalogSummary(db)
    expect(summary.total).toBe(151)
    expect(Object.values(summary.categories).reduce((s, c) => s + c.count, 0)).toBe(151)
    await expectExact()
  })

  it('moves a template out of the summary when it is archived or drafted, and back when reactivated', async () => {
    const [row] = await db
      .select({ category: promptTemplates.category, tier: promptTemplates.tier })
      .from(promptTemplates)
      .where(eq(promptTemplates.id, 'gen-3'))
    const key = categoryOf(row!.category).key as CategoryKey
    const before = await getCatalogSummary(db)

    await db.update(promptTemplates).set({ status: 'archived' }).where(eq(promptTemplates.id, 'gen-3'))
    await db.update(promptTemplates).set({ status: 'draft' }).where(eq(promptTemplates.id, 'gen-4'))
    const after = await getCatalogSummary(db)
    expect(after.total).toBe(before.total - 2)
    expect(after.categories[key].tiers[tierOf(row!.tier)]).toBe(
      before.categories[key].tiers[tierOf(row!.tier)] - 1,
    )
    expect((await counted(db))[`archived|${row!.category}|${row!.tier}`]).toBe(1)
    await expectExact()

    await db.update(promptTemplates).set({ status: 'active' }).where(eq(promptTemplates.id, 'gen-3'))
    expect((await getCatalogSummary(db)).total).toBe(before.total - 1)
    await expectExact()
  })

  it('follows a change of category or tier, and ignores updates of other columns', async () => {
    const ids = range(12).map((i) => `gen-${100 + i}`)
    const t = promptTemplates
    const before = await healthBoost()
    const moving = await db
      .select({ id: t.id })
      .from(t)
      .where(
        and(
          inArray(t.id, ids),
          eq(t.status, 'active'),
          not(and(eq(t.category, 'Health & Fitness'), eq(t.tier, 'boost'))!),
        ),
      )
    expect(moving.length).toBeGreaterThan(5)
    await db.update(t).set({ category: 'Health & Fitness', tier: 'boost' }).where(inArray(t.id, ids))
    expect(await healthBoost()).toBe(before + moving.length)
    await expectExact()

    const snapshot = await counted(db)
    await db.update(promptTemplates).set({ name: sql`${promptTemplates.name} || ' (edited)'` })
    expect(await counted(db)).toEqual(snapshot)

    // An unknown category is counted as Power Tools and an unknown tier as daily, as the summary always did.
    await db
      .update(promptTemplates)
      .set({ category: 'Misc', tier: 'mega' })
      .where(eq(promptTemplates.id, 'gen-7'))
    await expectExact()
  })

  it('drops deleted templates from the counts', async () => {
    const before = (await getCatalogSummary(db)).total
    await db.delete(promptTemplates).where(inArray(promptTemplates.id, ['gen-0', 'gen-1', 'gen-2']))
    expect((await getCatalogSummary(db)).total).toBe(before - 3)
    await expectExact()
  })

  it('stays exact under concurrent writers, and a rolled back write leaves no trace', async () => {
    const writers = range(16).map(async (w) => {
      await insertGeneratedTemplates(db, { count: 5, from: 1000 + w * 5 })
      await db
        .update(promptTemplates)
        .set({ status: w % 2 ? 'archived' : 'draft', tier: 'super' })
        .where(eq(promptTemplates.id, `gen-${1000 + w * 5}`))
      await db.delete(promptTemplates).where(eq(promptTemplates.id, `gen-${1001 + w * 5}`))
      await db
        .update(promptTemplates)
        .set({ category: categories[w % categories.length]!.name })
        .where(inArray(promptTemplates.id, [`gen-${1002 + w * 5}`, `gen-${20 + w}`]))
    })
    await Promise.all(writers)
    await expectExact()

    const snapshot = await counted(db)
    await expect(
      db.transaction(async (tx) => {
        await tx.delete(promptTemplates).where(eq(promptTemplates.id, 'gen-50'))
        expect(await counted(tx)).toEqual(await recounted(tx))
        throw new Error('roll back')
      }),
    ).rejects.toThrow('roll back')
    expect(await counted(db)).toEqual(snapshot)
    await expectExact()
  })

  it('empties with the table on TRUNCATE', async () => {
    await db.execute(sql`TRUNCATE prompt_templates CASCADE`)
    expect(await counted(db)).toEqual({})
    expect((await getCatalogSummary(db)).total).toBe(0)
  })
})

// Migration 0006 on a catalogue that already has templates: its backfill counts them, then its triggers take over.
describe('migration 0006 on an existing catalogue', async () => {
  const { db } = await freshDb()
  const migration = readMigrationFiles({ migrationsFolder }).find((m) =>
    m.sql[0]!.includes('prompt_template_counts'),
  )!

  it('backfills the counts from the rows already there', async () => {
    // Back to the schema before 0006, with templates written while no trigger kept counts.
    await db.execute(sql`DROP TABLE prompt_template_counts`)
    await db.execute(sql`DROP FUNCTION prompt_template_counts_apply() CASCADE`)
    await insertGeneratedTemplates(db, { count: 90 })
    await db.update(promptTemplates).set({ status: 'archived' }).where(eq(promptTemplates.id, 'gen-5'))
    for (const statement of migration.sql) await db.execute(sql.raw(statement))

    expect(await counted(db)).toEqual(await recounted(db))
    expect((await getCatalogSummary(db)).total).toBe(89)
    await insertGeneratedTemplates(db, { count: 10, from: 90 })
    expect((await getCatalogSummary(db)).total).toBe(99)
    expect(await counted(db)).toEqual(await recounted(db))
  })
})
