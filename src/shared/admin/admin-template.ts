import type { PromptLines } from '../catalog/prompt-lines.ts'
import type { CategoryKey } from '../catalog/categories.ts'
import type { Question } from '../catalog/question.ts'
import type { TemplateDetail } from '../catalog/template-detail.ts'
import type { Tier } from '../catalog/tiers.ts'
import type { TemplateStatus } from './template-input.ts'

// A template as the admin console sees it: every field, every status.
export type AdminTemplateSummary = {
  id: string
  slug: string
  name: string
  status: TemplateStatus
  tier: Tier
  category: string
  categoryKey: CategoryKey
  creditsCost: number
  priceCents: number
  questionCount: number
  owners: number
  staticPage: boolean
  updatedAt: string
}

export type AdminTemplate = AdminTemplateSummary & {
  description: string
  howToUse: string
  priceOverridden: boolean
  masterPrompt: string
  questions: Question[]
  detail: TemplateDetail | null
  promptLines: PromptLines
  createdAt: string
}
