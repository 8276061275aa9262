import type { z } from 'zod'
import { tierPrices } from '../../../../shared/catalog/tiers.ts'
import type { AdminTemplate } from '../../../../shared/admin/admin-template.ts'
import type {
  questionInput,
  templateDetailInput,
  TemplateInput,
  TemplateValues,
} from '../../../../shared/admin/template-input.ts'

// The editor's state is the shared template schema's input, field for field, except where a form control holds a
// value differently: lists edited as lines of a text area, the price in dollars behind an on/off switch, the detail
// page kept (but not sent) while switched off, and a React key per list item. Only those differences are mapped
// here; every other field passes through, so a new schema field is typed into the form by the schema itself, and
// the schema (the server's own rules) gives every validation message.

type QuestionFields = Required<z.input<typeof questionInput>>
type DetailFields = z.input<typeof templateDetailInput>

/** A title + description item (feature, how-it-works step) with its React key. */
export type TitledDraft = { key: string; title: string; description: string }

/** A question as the editor holds it: every optional text as '' and the options as lines. */
export type QuestionDraft = Omit<QuestionFields, 'options'> & { key: string; options: string }

/** The detail page as the editor holds it: numbers as typed (the schema coerces them), lists as lines. */
export type DetailDraft = Omit<
  DetailFields,
  'minutes' | 'ring' | 'features' | 'howItWorks' | 'whoFor' | 'whatYouGet'
> & {
  minutes: string
  ring: { label: DetailFields['ring']['label']; percent: string }
  features: TitledDraft[]
  howItWorks: TitledDraft[]
  whoFor: string
  whatYouGet: string
}

/** The schema's fields that a form control holds as they are. */
type PlainFields = Required<
  Omit<TemplateInput, 'priceOverride' | 'questions' | 'detail' | 'expectedUpdatedAt'>
>

export type TemplateForm = PlainFields & {
  /** False while the slug still follows the name. */
  slugTouched: boolean
  overridePrice: boolean
  creditsCost: string
  /** Dollars, as typed. */
  price: string
  questions: QuestionDraft[]
  hasDetail: boolean
  detail: DetailDraft
  expectedUpdatedAt?: string
}

let keySeq = 0
export const newKey = () => `k${++keySeq}`

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)

const dollars = (cents: number) => (cents / 100).toFixed(2)

const dollarsToCents = (text: string) => {
  const n = Number(text.replace(/[$,\s]/g, ''))
  return Number.isFinite(n) ? Math.round(n * 100) : Number.NaN
}

/** The price fields showing a tier's own price (what a template without an override costs). */
export const tierPriceFields = (tier: TemplateForm['tier']) => ({
  creditsCost: String(tierPrices[tier].credits),
  price: dollars(tierPrices[tier].priceCents),
})

function toQuestionDraft(q: z.input<typeof questionInput>): QuestionDraft {
  return {
    key: newKey(),
    id: q.id,
    question: q.question ?? '',
    type: q.type,
    placeholder: q.placeholder ?? '',
    options: (q.options ?? []).join('\n'),
    allow_other: q.allow_other === true,
    customPlaceholder: q.customPlaceholder ?? '',
    example: q.example ?? '',
    required: q.required === true,
    section: q.section ?? '',
  }
}

export function newQuestion(existing: QuestionDraft[]): QuestionDraft {
  const ids = new Set(existing.map((q) => q.id))
  let n = existing.length + 1
  while (ids.has(`q${n}`)) n++
  return toQuestionDraft({ id: `q${n}`, question: '', type: 'text' })
}

/** A question as the schema takes it; also what the preview shows. */
export const toQuestion = ({ key: _key, options, ...fields }: QuestionDraft) => ({
  ...fields,
  options: lines(options),
})

const withKeys = (items: { title: string; description?: string }[]) =>
  items.map(({ title, description }) => ({ key: newKey(), title, description: description ?? '' }))
const withoutKeys = (items: TitledDraft[]) => items.map(({ title, description }) => ({ title, description }))

const emptyDetail = (): DetailDraft => ({
  minutes: '10',
  ring: { label: 'Depth', percent: '90' },
  features: [],
  whoFor: '',
  howItWorks: [],
  whatItDoes: '',
  whatYouGet: '',
})

function toDetailDraft(d: TemplateValues['detail']): DetailDraft {
  if (!d) return emptyDetail()
  return {
    ...d,
    minutes: String(d.minutes),
    ring: { label: d.ring.label, percent: String(d.ring.percent) },
    features: withKeys(d.features),
    howItWorks: withKeys(d.howItWorks),
    whoFor: d.whoFor.join('\n'),
    whatYouGet: d.whatYouGet.join('\n'),
  }
}

/** What the editor shows for a template's values (a saved template, or the defaults of a new one). */
export function toForm({
  priceOverride,
  questions,
  detail,
  expectedUpdatedAt,
  ...plain
}: TemplateValues): TemplateForm {
  return {
    ...plain,
    // A saved slug stays put when the name is edited; a new template's follows the name.
    slugTouched: plain.slug !== '',
    overridePrice: priceOverride !== null,
    ...(priceOverride
      ? { creditsCost: String(priceOverride.creditsCost), price: dollars(priceOverride.priceCents) }
      : tierPriceFields(plain.tier)),
    questions: questions.map(toQuestionDraft),
    hasDetail: detail !== null,
    detail: toDetailDraft(detail),
    ...(expectedUpdatedAt ? { expectedUpdatedAt } : {}),
  }
}

/** The request body for the editor's state, before the schema checks it. */
export function toInput(form: TemplateForm): TemplateInput {
  const {
    slugTouched: _slugTouched,
    overridePrice,
    creditsCost,
    price,
    questions,
    hasDetail,
    detail,
    expectedUpdatedAt,
    ...plain
  } = form
  return {
    ...plain,
    priceOverride: overridePrice ? { creditsCost, priceCents: dollarsToCents(price) } : null,
    questions: questions.map(toQuestion),
    detail: hasDetail
      ? {
          ...detail,
          features: withoutKeys(detail.features),
          howItWorks: withoutKeys(detail.howItWorks),
          whoFor: lines(detail.whoFor),
          whatYouGet: lines(detail.whatYouGet),
        }
      : null,
    ...(expectedUpdatedAt ? { expectedUpdatedAt } : {}),
  }
}

/** A new template: a draft at the Daily tier's price, with no questions and no detail page. */
export const emptyForm = (): TemplateForm =>
  toForm({
    name: '',
    slug: '',
    description: '',
    howToUse: '',
    category: 'tools',
    tier: 'daily',
    status: 'draft',
    staticPage: false,
    priceOverride: null,
    masterPrompt: '',
    questions: [],
    detail: null,
    promptLines: {},
  })

/** A saved template in the editor; its updatedAt comes back with the save so a concurrent edit is caught. */
export const fromTemplate = (t: AdminTemplate): TemplateForm =>
  toForm({
    ...t,
    category: t.categoryKey,
    priceOverride: t.priceOverridden ? { creditsCost: t.creditsCost, priceCents: t.priceCents } : null,
    expectedUpdatedAt: t.updatedAt,
  })

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
    promptLines: 'Prompt lines',
    detail: 'Detail page',
  }
  if (head === 'questions' && typeof index === 'number') {
    const q = form.questions[index]
    return `Question ${index + 1}${q?.id ? ` (${q.id})` : ''}${field ? `, ${String(field)}` : ''}`
  }
  return names[String(head)] ?? String(head ?? 'Template')
}
