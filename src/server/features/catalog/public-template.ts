import type { promptTemplates } from '../../db/schema/catalog.ts'
import { categoryOf } from '../../../shared/catalog/categories.ts'
import { tierOf } from '../../../shared/catalog/tiers.ts'
import type { PublicTemplate } from '../../../shared/catalog/public-template.ts'
import type { PublicTemplateDetail } from '../../../shared/catalog/template-detail.ts'

type Row = Omit<
  typeof promptTemplates.$inferSelect,
  | 'masterPrompt'
  | 'questions'
  | 'createdAt'
  | 'status'
  | 'salesCount'
  | 'ratingSum'
  | 'ratingAverage'
  | 'ratingCount'
  | 'promptLines'
  | 'creatorId'
  | 'currentVersion'
> & {
  creatorHandle: string
  creatorName: string
  questionCount: number
  ratingAverage: number | string | null
  ratingCount: number | string | null
}

export function toPublicTemplate(row: Row): PublicTemplate {
  const count = Number(row.ratingCount ?? 0)
  return {
    id: row.id,
    slug: row.slug,
    staticPage: row.staticPage,
    name: row.name,
    description: row.description,
    howToUse: row.howToUse,
    tier: tierOf(row.tier),
    category: categoryOf(row.category).name,
    categoryKey: categoryOf(row.category).key,
    creditsCost: row.creditsCost,
    priceCents: row.priceCents,
    questionCount: Number(row.questionCount),
    detail: publicDetail(row.detail),
    rating: count > 0 ? { average: Math.round(Number(row.ratingAverage) * 10) / 10, count } : null,
    updatedAt: new Date(row.updatedAt).toISOString(),
    creator: { handle: row.creatorHandle, displayName: row.creatorName },
  }
}

// The spec's percentage ring ('90% Success') is a constant, not a measurement: it stays in the row, never goes out.
function publicDetail(detail: Row['detail']): PublicTemplateDetail | null {
  if (!detail) return null
  const { ring: _ring, ...rest } = detail
  return rest
}
