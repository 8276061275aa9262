import type { Db } from '../db/client.ts'
import { promptTemplates } from '../db/schema/catalog.ts'
import { categories } from '../../shared/catalog/categories.ts'
import { tierPrices, tiers } from '../../shared/catalog/tiers.ts'

const subjects = [
  'Budget',
  'Sleep',
  'Marathon',
  'Career',
  'Garden',
  'Travel',
  'Study',
  'Cooking',
  'Habit',
  'Wedding',
]
const forms = ['Planner', 'Coach', 'Guide', 'Tracker', 'Builder', 'Helper', 'Navigator']

/**
 * Inserts `count` active templates with deterministic, plausible names spread over every category and tier,
 * numbered from `from` (ids `gen-<n>`). Every seventh shares its name with the one before, so paging must break
 * ties by id. Batched, so 100,000 go in quickly on PostgreSQL.
 */
export async function insertGeneratedTemplates(
  db: Db,
  { count, from = 0 }: { count: number; from?: number },
) {
  for (let start = from; start < from + count; start += 1000) {
    const rows = []
    for (let n = start; n < Math.min(start + 1000, from + count); n++) {
      const k = n % 7 === 6 ? n - 1 : n
      const tier = tiers[n % tiers.length]!
      const category = categories[Math.floor(n / 3) % categories.length]!
      const name = `${subjects[k % subjects.length]} ${forms[Math.floor(k / 10) % forms.length]} ${k}`
      rows.push({
        id: `gen-${n}`,
        slug: `gen-${n}`,
        name,
        description: `A ${tier} ${category.name.toLowerCase()} prompt: ${name.toLowerCase()} for your week, shaped around you.`,
        howToUse: 'Answer the questions, copy the prompt into any AI model.',
        status: 'active',
        tier,
        category: category.name,
        creditsCost: tierPrices[tier].credits,
        priceCents: tierPrices[tier].priceCents,
        masterPrompt: `You are a ${name} assistant.`,
        questions: [],
      })
    }
    await db.insert(promptTemplates).values(rows)
  }
}
