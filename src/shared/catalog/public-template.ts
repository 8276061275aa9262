import type { PublicTemplateDetail } from './template-detail.ts'
import type { CategoryKey } from './categories.ts'
import type { Tier } from './tiers.ts'
import type { CreatorByline } from '../creators/creator.ts'

// What anyone may see of a template: never the master prompt nor the questions.
export type PublicTemplate = {
  id: string
  slug: string
  staticPage: boolean
  name: string
  description: string
  howToUse: string
  tier: Tier
  category: string
  categoryKey: CategoryKey
  creditsCost: number
  priceCents: number
  questionCount: number
  detail: PublicTemplateDetail | null
  rating: { average: number; count: number } | null
  updatedAt: string
  /** Who sells it (decision 0034): the house creator for the launch catalogue. */
  creator: CreatorByline
}

export type TemplatePage = { items: PublicTemplate[]; nextCursor: string | null }
