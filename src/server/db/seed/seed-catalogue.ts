import { eq, sql } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { promptTemplates } from '../schema/catalog.ts'
import { tierPrices } from '../../../shared/catalog/tiers.ts'
import { loadLaunchCatalogue } from './launch-catalogue.ts'
import { releasedSeedHashes } from './released-seed-hashes.ts'
import { seedHash } from './seed-hash.ts'

const seededColumns = [
  'staticPage',
  'name',
  'description',
  'howToUse',
  'tier',
  'category',
  'creditsCost',
  'priceCents',
  'masterPrompt',
  'questions',
  'promptLines',
  'detail',
] as const

/**
 * Seeds the launch catalogue by slug. mode 'missing' (on every start) inserts templates that are not there and
 * brings seeded ones up to date only while they are exactly as an earlier release wrote them (decision 0025), so an
 * admin's edits survive restarts; mode 'update' (npm run db:seed) rewrites every seeded one.
 */
export async function seedCatalogue(
  db: Db,
  mode: 'missing' | 'update' = 'missing',
  released: Record<string, readonly string[]> = releasedSeedHashes,
) {
  const templates = await loadLaunchCatalogue()
  const rows = templates.map((t) => ({
    id: t.id,
    slug: t.slug,
    staticPage: t.staticPage,
    name: t.name,
    description: t.description,
    howToUse: t.howToUse,
    status: 'active',
    tier: t.tier,
    category: t.category,
    creditsCost: tierPrices[t.tier].credits,
    priceCents: tierPrices[t.tier].priceCents,
    masterPrompt: t.masterPrompt,
    questions: t.questions,
    promptLines: t.promptLines,
    detail: t.detail,
  }))
  if (rows.length === 0) return { templates: 0, updated: 0 }
  const insert = db.insert(promptTemplates).values(rows)
  if (mode === 'update') {
    await insert.onConflictDoUpdate({
      target: promptTemplates.slug,
      set: {
        updatedAt: sql`now()`,
        ...Object.fromEntries(seededColumns.map((k) => [k, sql.raw(`excluded.${toSnake(k)}`)])),
      },
    })
    return { templates: rows.length, updated: rows.length }
  }
  await insert.onConflictDoNothing({ target: promptTemplates.slug })
  return { templates: rows.length, updated: await refreshUnedited(db, rows, released) }
}

/** Rewrites the seeded rows that still hold a released version (never edited) and differ from the current one. */
async function refreshUnedited(
  db: Db,
  rows: (typeof promptTemplates.$inferInsert & { slug: string })[],
  released: Record<string, readonly string[]>,
) {
  const existing = await db.select().from(promptTemplates)
  const bySlug = new Map(existing.map((r) => [r.slug, r]))
  let updated = 0
  for (const row of rows) {
    const current = bySlug.get(row.slug)
    if (!current) continue
    const stored = seedHash(current)
    if (stored === seedHash(row as Parameters<typeof seedHash>[0])) continue
    if (!released[row.slug]?.includes(stored)) continue
    await db
      .update(promptTemplates)
      .set({
        ...Object.fromEntries(seededColumns.map((k) => [k, row[k]])),
        updatedAt: sql`now()`,
      })
      .where(eq(promptTemplates.slug, row.slug))
    updated++
  }
  return updated
}

const toSnake = (s: string) => s.replace(/[A-Z]/g, (m) => `_${m.toLowerCase()}`)
