import type { Question } from '../../../shared/catalog/question.ts'
import type { SearchDocument } from './local-ranker.ts'

type TemplateRow = {
  id: string
  name: string
  description: string
  howToUse: string
  category: string
  tier: string
  creditsCost: number
  priceCents: number
  questions: Question[] | null
}

/** A template as the ranker indexes it: the questions' wording and options become one searchable text. */
export function toSearchDocument(row: TemplateRow): SearchDocument {
  const questions = (Array.isArray(row.questions) ? row.questions : [])
    .map((q) =>
      [
        q?.question ?? (q as { label?: string })?.label ?? '',
        ...(Array.isArray(q?.options) ? q.options : []),
      ].join(' '),
    )
    .join(' ')
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    howToUse: row.howToUse ?? '',
    category: row.category,
    tier: row.tier,
    creditsCost: row.creditsCost,
    priceCents: row.priceCents,
    questions,
  }
}
