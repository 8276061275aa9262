import type { PromptLines } from '../catalog/prompt-lines.ts'
import type { CategoryKey } from '../catalog/categories.ts'
import type { Question } from '../catalog/question.ts'
import type { Tier } from '../catalog/tiers.ts'
import type { MyRating } from './rating-input.ts'
import type { QuestionsDiff } from './question-diff.ts'

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
  /** A newer version of a creator's template than the one owned (decision 0035); null when current or the house's. */
  update: LibraryUpdate | null
}

/** The owner reads `fromVersion`; `toVersion` is on sale; the changelogs between them, oldest first. */
export type LibraryUpdate = { fromVersion: number; toVersion: number; changelog: string }

/** GET /api/templates/:id/update: what moving to the current version changes in the questions (never the master
 * prompt). `update` is null when the owner already reads the current version. */
export type TemplateUpdate = LibraryUpdate & {
  changelogs: { version: number; changelog: string }[]
  questions: QuestionsDiff
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
  /** The version of a creator's template the caller reads; null for the house's templates. */
  version: number | null
}
