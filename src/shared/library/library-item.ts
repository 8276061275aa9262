import type { PromptLines } from '../catalog/prompt-lines.ts'
import type { CategoryKey } from '../catalog/categories.ts'
import type { Question } from '../catalog/question.ts'
import type { Tier } from '../catalog/tiers.ts'
import type { MyRating } from './rating-input.ts'

/** One owned prompt of GET /api/library: the completed purchase and a summary of its template. */
export type LibraryItem = {
  purchaseId: string
  promptId: string
  purchaseMethod: string
  purchasedAt: string
  template: {
    id: string
    slug: string
    staticPage: boolean
    name: string
    description: string
    howToUse: string
    tier: Tier
    category: string
    categoryKey: CategoryKey
    questionCount: number
  }
  myRating: MyRating | null
}

/** GET /api/templates/:id/content: the goods, for an owner (or an admin). */
export type TemplateContent = {
  id: string
  name: string
  description: string
  howToUse: string
  questions: Question[]
  masterPrompt: string
  promptLines: PromptLines
  updatedAt: string
}
