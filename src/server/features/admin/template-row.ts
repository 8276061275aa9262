import { readPromptLines } from '../../../shared/catalog/prompt-lines.ts'
import { sql } from 'drizzle-orm'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { categoryOf } from '../../../shared/catalog/categories.ts'
import { tierOf, tierPrices } from '../../../shared/catalog/tiers.ts'
import type { AdminTemplate, AdminTemplateSummary } from '../../../shared/admin/admin-template.ts'
import type { TemplateStatus } from '../../../shared/admin/template-input.ts'

const t = promptTemplates

// Columns and shapes shared by the admin template use cases.
export const summaryColumns = {
  id: t.id,
  slug: t.slug,
  name: t.name,
  status: t.status,
  tier: t.tier,
  category: t.category,
  creditsCost: t.creditsCost,
  priceCents: t.priceCents,
  staticPage: t.staticPage,
  updatedAt: t.updatedAt,
  questionCount: sql<number>`jsonb_array_length(${t.questions})`.mapWith(Number),
  owners:
    sql<number>`(SELECT count(*) FROM prompt_purchases p WHERE p.prompt_id = prompt_templates.id AND p.status = 'completed')`.mapWith(
      Number,
    ),
}

type SummaryRow = {
  id: string
  slug: string
  name: string
  status: string
  tier: string
  category: string
  creditsCost: number
  priceCents: number
  staticPage: boolean
  updatedAt: Date | string
  questionCount: number
  owners: number
}

export function toSummary(row: SummaryRow): AdminTemplateSummary {
  const category = categoryOf(row.category)
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    status: row.status as TemplateStatus,
    tier: tierOf(row.tier),
    category: category.name,
    categoryKey: category.key,
    creditsCost: row.creditsCost,
    priceCents: row.priceCents,
    questionCount: Number(row.questionCount),
    owners: Number(row.owners),
    staticPage: row.staticPage,
    updatedAt: new Date(row.updatedAt).toISOString(),
  }
}

export function toAdminTemplate(row: SummaryRow & typeof promptTemplates.$inferSelect): AdminTemplate {
  const tier = tierOf(row.tier)
  return {
    ...toSummary(row),
    description: row.description,
    howToUse: row.howToUse,
    priceOverridden:
      row.creditsCost !== tierPrices[tier].credits || row.priceCents !== tierPrices[tier].priceCents,
    masterPrompt: row.masterPrompt,
    questions: Array.isArray(row.questions) ? row.questions : [],
    detail: row.detail ?? null,
    promptLines: readPromptLines(row.promptLines),
    createdAt: new Date(row.createdAt).toISOString(),
  }
}
