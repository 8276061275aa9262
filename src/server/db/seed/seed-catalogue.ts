import { sql } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { promptTemplates } from '../schema/catalog.ts'
import { tierPrices } from '../../../shared/catalog/tiers.ts'
import { loadLaunchCatalogue } from './launch-catalogue.ts'

/**
 * Seeds the launch catalogue by slug. mode 'missing' (on every start) only inserts templates that are not there,
 * so an admin's later edits survive restarts; mode 'update' (npm run db:seed) also rewrites seeded ones.
 */
export async function seedCatalogue(db: Db, mode: 'missing' | 'update' = 'missing') {
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
    detail: t.detail,
  }))
  if (rows.length === 0) return { templates: 0 }
  const insert = db.insert(promptTemplates).values(rows)
  if (mode === 'missing') await insert.onConflictDoNothing({ target: promptTemplates.slug })
  else
    await insert.onConflictDoUpdate({
      target: promptTemplates.slug,
      set: {
        updatedAt: sql`now()`,
        ...Object.fromEntries(
          [
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
            'detail',
          ].map((k) => [k, sql.raw(`excluded.${toSnake(k)}`)]),
        ),
      },
    })
  return { templates: rows.length }
}

const toSnake = (s: string) => s.replace(/[A-Z]/g, (m) => `_${m.toLowerCase()}`)
