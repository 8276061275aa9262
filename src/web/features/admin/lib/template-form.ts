import type { Question, QuestionType } from '../../../../shared/catalog/question.ts'
import type { TemplateDetail } from '../../../../shared/catalog/template-detail.ts'
import { tierPrices, type Tier } from '../../../../shared/catalog/tiers.ts'
import type { CategoryKey } from '../../../../shared/catalog/categories.ts'
import type { AdminTemplate } from '../../../../shared/admin/admin-template.ts'
import type { TemplateInput, TemplateStatus } from '../../../../shared/admin/template-input.ts'

// The editor's state: text fields as typed (numbers too), lists as lines; toInput() turns it into the API body.
export type QuestionDraft = {
  key: string
  id: string
  question: string
  type: QuestionType
  placeholder: string
  options: string
  allowOther: boolean
  customPlaceholder: string
  example: string
}

export type TitledDraft = { key: string; title: string; description: string }

export type DetailDraft = {
  minutes: string
  ringLabel: TemplateDetail['ring']['label']
  ringPercent: string
  features: TitledDraft[]
  whoFor: string
  howItWorks: TitledDraft[]
  whatItDoes: string
  whatYouGet: string
}

export type TemplateForm = {
  name: string
  slug: string
  slugTouched: boolean
  description: string
  howToUse: string
  category: CategoryKey
  tier: Tier
  status: TemplateStatus
  staticPage: boolean
  overridePrice: boolean
  creditsCost: string
  price: string
  masterPrompt: string
  questions: QuestionDraft[]
  hasDetail: boolean
  detail: DetailDraft
  expectedUpdatedAt?: string
}

let keySeq = 0
export const newKey = () => `k${++keySeq}`

export const questionTypeLabels: Record<QuestionType, string> = {
  text: 'Short text',
  text_input: 'Short text (text_input)',
  textarea: 'Long text',
  select: 'Drop-down',
  radio: 'Single choice (radio)',
  single_choice: 'Single choice',
  multiselect: 'Multiple choice (multiselect)',
  multi_choice: 'Multiple choice',
  multi_select: 'Multiple choice (multi_select)',
  multiple_choice_with_other: 'Multiple choice with other',
}

export const slugify = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)

export function newQuestion(existing: QuestionDraft[]): QuestionDraft {
  const ids = new Set(existing.map((q) => q.id))
  let n = existing.length + 1
  while (ids.has(`q${n}`)) n++
  return {
    key: newKey(),
    id: `q${n}`,
    question: '',
    type: 'text',
    placeholder: '',
    options: '',
    allowOther: false,
    customPlaceholder: '',
    example: '',
  }
}

const emptyDetail = (): DetailDraft => ({
  minutes: '10',
  ringLabel: 'Depth',
  ringPercent: '90',
  features: [],
  whoFor: '',
  howItWorks: [],
  whatItDoes: '',
  whatYouGet: '',
})

export function emptyForm(): TemplateForm {
  return {
    name: '',
    slug: '',
    slugTouched: false,
    description: '',
    howToUse: '',
    category: 'tools',
    tier: 'daily',
    status: 'draft',
    staticPage: false,
    overridePrice: false,
    creditsCost: String(tierPrices.daily.credits),
    price: (tierPrices.daily.priceCents / 100).toFixed(2),
    masterPrompt: '',
    questions: [],
    hasDetail: false,
    detail: emptyDetail(),
  }
}

export function fromTemplate(t: AdminTemplate): TemplateForm {
  return {
    name: t.name,
    slug: t.slug,
    slugTouched: true,
    description: t.description,
    howToUse: t.howToUse,
    category: t.categoryKey,
    tier: t.tier,
    status: t.status,
    staticPage: t.staticPage,
    overridePrice: t.priceOverridden,
    creditsCost: String(t.creditsCost),
    price: (t.priceCents / 100).toFixed(2),
    masterPrompt: t.masterPrompt,
    questions: t.questions.map((q) => fromQuestion(q)),
    hasDetail: t.detail !== null,
    detail: t.detail
      ? {
          minutes: String(t.detail.minutes),
          ringLabel: t.detail.ring.label,
          ringPercent: String(t.detail.ring.percent),
          features: t.detail.features.map((f) => ({ key: newKey(), ...f })),
          whoFor: t.detail.whoFor.join('\n'),
          howItWorks: t.detail.howItWorks.map((f) => ({ key: newKey(), ...f })),
          whatItDoes: t.detail.whatItDoes,
          whatYouGet: t.detail.whatYouGet.join('\n'),
        }
      : emptyDetail(),
    expectedUpdatedAt: t.updatedAt,
  }
}

function fromQuestion(q: Question): QuestionDraft {
  return {
    key: newKey(),
    id: q.id,
    question: q.question ?? '',
    type: q.type,
    placeholder: q.placeholder ?? '',
    options: (q.options ?? []).join('\n'),
    allowOther: q.allow_other === true,
    customPlaceholder: q.customPlaceholder ?? '',
    example: q.example ?? '',
  }
}

export const toQuestion = (q: QuestionDraft) => ({
  id: q.id,
  question: q.question,
  type: q.type,
  placeholder: q.placeholder,
  options: lines(q.options),
  allow_other: q.allowOther,
  customPlaceholder: q.customPlaceholder,
  example: q.example,
})

const dollarsToCents = (text: string) => {
  const n = Number(text.replace(/[$,\s]/g, ''))
  return Number.isFinite(n) ? Math.round(n * 100) : Number.NaN
}

export function toInput(f: TemplateForm): TemplateInput {
  return {
    name: f.name,
    slug: f.slug,
    description: f.description,
    howToUse: f.howToUse,
    category: f.category,
    tier: f.tier,
    status: f.status,
    staticPage: f.staticPage,
    priceOverride: f.overridePrice
      ? { creditsCost: Number(f.creditsCost), priceCents: dollarsToCents(f.price) }
      : null,
    masterPrompt: f.masterPrompt,
    questions: f.questions.map(toQuestion),
    detail: f.hasDetail
      ? {
          minutes: Number(f.detail.minutes),
          ring: { label: f.detail.ringLabel, percent: Number(f.detail.ringPercent) },
          features: f.detail.features.map(({ title, description }) => ({ title, description })),
          whoFor: lines(f.detail.whoFor),
          howItWorks: f.detail.howItWorks.map(({ title, description }) => ({ title, description })),
          whatItDoes: f.detail.whatItDoes,
          whatYouGet: lines(f.detail.whatYouGet),
        }
      : null,
    ...(f.expectedUpdatedAt ? { expectedUpdatedAt: f.expectedUpdatedAt } : {}),
  }
}

/** A validation issue's path in words: "Question 3 (goals), options". */
export function describePath(path: readonly PropertyKey[], form: TemplateForm): string {
  const [head, index, field] = path
  const names: Record<string, string> = {
    name: 'Name',
    slug: 'Slug',
    description: 'Description',
    howToUse: 'How to use',
    category: 'Category',
    tier: 'Tier',
    status: 'Status',
    priceOverride: 'Price',
    masterPrompt: 'Master prompt',
    detail: 'Detail page',
  }
  if (head === 'questions' && typeof index === 'number') {
    const q = form.questions[index]
    return `Question ${index + 1}${q?.id ? ` (${q.id})` : ''}${field ? `, ${String(field)}` : ''}`
  }
  return names[String(head)] ?? String(head ?? 'Template')
}
