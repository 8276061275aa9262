import type { Question } from '../../../shared/catalog/question.ts'
import type { PromptLines } from '../../../shared/catalog/prompt-lines.ts'
import type { TemplateDetail } from '../../../shared/catalog/template-detail.ts'

export type CategoryName =
  'Health & Fitness' | 'Life & Direction' | 'Career & Business' | 'Social & Lifestyle' | 'Power Tools'

export type Tier = 'daily' | 'boost' | 'super'

// One launch-catalogue template: the goods (master prompt, questions) and its detail-page content.
export type SeedTemplate = {
  id: string // stable id; /prompt/{id} redirects to /prompts/{slug} when staticPage
  slug: string // unique; the seed upserts by slug
  staticPage: boolean // true for the 16 slugs of spec 2 (served at /prompts/{slug})
  name: string
  description: string // one or two sentences for cards
  howToUse: string // a short paragraph
  category: CategoryName
  tier: Tier
  masterPrompt: string // several paragraphs a strong model can act on
  questions: Question[]
  promptLines: PromptLines // which preference lines fit this template
  detail: TemplateDetail
}
