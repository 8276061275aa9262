import { sql } from 'drizzle-orm'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { creators } from '../../db/schema/creators.ts'

const t = promptTemplates

// The columns of the public template shape: the goods stay out; ratings come from verified buyers' reviews, through
// the figures the database keeps from them (decision 0029), so a card shows the average the sorts and filters use.
export const publicColumns = {
  id: t.id,
  slug: t.slug,
  staticPage: t.staticPage,
  name: t.name,
  description: t.description,
  howToUse: t.howToUse,
  tier: t.tier,
  category: t.category,
  creditsCost: t.creditsCost,
  priceCents: t.priceCents,
  detail: t.detail,
  updatedAt: t.updatedAt,
  questionCount: sql<number>`jsonb_array_length(${t.questions})`,
  ratingAverage: t.ratingAverage,
  ratingCount: t.ratingCount,
  // The seller's name for the card's byline: a primary-key lookup per row, so the browse orders keep their indexes.
  creatorHandle: sql<string>`(SELECT ${creators.handle} FROM ${creators} WHERE ${creators.id} = ${t.creatorId})`,
  creatorName: sql<string>`(SELECT ${creators.displayName} FROM ${creators} WHERE ${creators.id} = ${t.creatorId})`,
}
