import { z } from 'zod'
import { categoryKeys } from '../catalog/categories.ts'
import { questionTypes, type Question } from '../catalog/question.ts'
import { promptLinesInput } from '../catalog/prompt-lines.ts'
import { tiers } from '../catalog/tiers.ts'

// The admin template editor's form, validated the same way in the browser and on the server.
export const templateStatuses = ['active', 'draft', 'archived'] as const
export type TemplateStatus = (typeof templateStatuses)[number]

/** Question types answered by picking from the template's options. */
export const choiceQuestionTypes: readonly Question['type'][] = [
  'select',
  'multiselect',
  'multi_choice',
  'multi_select',
  'multiple_choice_with_other',
  'radio',
  'single_choice',
]
export const isChoiceType = (type: Question['type']) => choiceQuestionTypes.includes(type)

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined))

export const questionInput = z
  .object({
    id: z
      .string()
      .trim()
      .min(1, 'Every question needs an id')
      .max(64, 'A question id must be at most 64 characters')
      .regex(/^[A-Za-z0-9_-]+$/, 'A question id uses letters, digits, - and _ only'),
    question: z
      .string()
      .trim()
      .min(1, 'Every question needs its text')
      .max(1000, 'A question must be at most 1000 characters'),
    type: z.enum(questionTypes, { message: 'Unknown question type' }),
    placeholder: optionalText(500, 'A placeholder'),
    options: z
      .array(
        z
          .string()
          .trim()
          .min(1, 'Options must not be blank')
          .max(200, 'An option must be at most 200 characters'),
      )
      .max(100, 'A question has at most 100 options')
      .optional(),
    allow_other: z.boolean().optional(),
    required: z.boolean().optional(),
    section: optionalText(120, 'A section heading'),
    customPlaceholder: optionalText(200, 'The custom option placeholder'),
    example: optionalText(1000, 'An example'),
  })
  .superRefine((q, ctx) => {
    const options = q.options ?? []
    if (isChoiceType(q.type) && options.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: `"${q.question}" needs at least one option`,
      })
    const seen = new Set<string>()
    for (const o of options) {
      if (seen.has(o.toLowerCase()))
        ctx.addIssue({
          code: 'custom',
          path: ['options'],
          message: `"${q.question}" lists the option "${o}" twice`,
        })
      seen.add(o.toLowerCase())
    }
  })
  .transform((q): Question => {
    const choice = isChoiceType(q.type)
    const out: Question = { id: q.id, question: q.question, type: q.type }
    if (q.placeholder) out.placeholder = q.placeholder
    if (choice && q.options?.length) out.options = q.options
    if (choice && q.allow_other) out.allow_other = true
    if (q.customPlaceholder) out.customPlaceholder = q.customPlaceholder
    if (q.example) out.example = q.example
    if (q.required) out.required = true
    if (q.section) out.section = q.section
    return out
  })

const titled = z.object({
  title: z.string().trim().min(1, 'Every item needs a title').max(200),
  description: z.string().trim().max(2000).default(''),
})

export const templateDetailInput = z.object({
  minutes: z.coerce
    .number()
    .int('Minutes must be a whole number')
    .min(1, 'Minutes must be at least 1')
    .max(600),
  ring: z.object({
    label: z.enum(['Depth', 'Accuracy', 'Speed', 'Success']),
    percent: z.coerce.number().int().min(0, 'The ring is 0 to 100%').max(100, 'The ring is 0 to 100%'),
  }),
  features: z.array(titled).max(20),
  whoFor: z.array(z.string().trim().min(1).max(500)).max(20),
  howItWorks: z.array(titled).max(10),
  whatItDoes: z.string().trim().max(5000),
  whatYouGet: z.array(z.string().trim().min(1).max(500)).max(20),
})

export const priceOverrideInput = z.object({
  creditsCost: z.coerce
    .number()
    .int('Credits must be a whole number')
    .min(1, 'Credits must be at least 1')
    .max(1000, 'Credits must be at most 1000'),
  priceCents: z.coerce
    .number()
    .int('The price is in whole cents')
    .min(0, 'The price cannot be negative')
    .max(1_000_000, 'The price must be at most $10,000.00'),
})

// The fields of a template's content (what a creator's version holds too), in the form's order.
const nameField = z.string().trim().min(1, 'Name is required').max(200, 'Name must be at most 200 characters')
const contentFields = {
  description: z
    .string()
    .trim()
    .min(1, 'Description is required')
    .max(2000, 'Description must be at most 2000 characters'),
  howToUse: z.string().trim().max(5000, 'How to use must be at most 5000 characters').default(''),
  category: z.enum(categoryKeys, { message: 'Choose a category' }),
  tier: z.enum(tiers, { message: 'Choose a tier' }),
}
const goodsFields = {
  masterPrompt: z
    .string()
    .trim()
    .min(1, 'The master prompt is required')
    .max(50_000, 'The master prompt must be at most 50000 characters'),
  questions: z.array(questionInput).max(100, 'A template has at most 100 questions'),
  detail: templateDetailInput.nullable().default(null),
  promptLines: promptLinesInput.default({}),
}

function uniqueQuestionIds(t: { questions: Question[] }, ctx: z.RefinementCtx) {
  const ids = new Set<string>()
  t.questions.forEach((q, i) => {
    if (ids.has(q.id))
      ctx.addIssue({
        code: 'custom',
        path: ['questions', i, 'id'],
        message: `Two questions use the id ${q.id}`,
      })
    ids.add(q.id)
  })
}

export const templateInput = z
  .object({
    name: nameField,
    slug: z
      .string()
      .trim()
      .toLowerCase()
      .min(1, 'Slug is required')
      .max(120, 'Slug must be at most 120 characters')
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug uses lower-case letters, digits and single dashes'),
    ...contentFields,
    /** Null: the tier's price (spec 9). */
    priceOverride: priceOverrideInput.nullable().default(null),
    ...goodsFields,
    status: z.enum(templateStatuses, { message: 'Choose a status' }),
    staticPage: z.boolean().default(false),
    /** On edits: the updatedAt of the version the admin opened; a newer one means someone else saved meanwhile. */
    expectedUpdatedAt: z.string().max(64).optional(),
  })
  .superRefine(uniqueQuestionIds)

/**
 * A template's content without the console's own fields (slug, price override, status, static page): what a
 * creator's version holds (the price follows the tier). Complete: what a version needs before review.
 */
export const templateContentInput = z
  .object({ name: nameField, ...contentFields, ...goodsFields })
  .superRefine(uniqueQuestionIds)

/** The same content while it is a draft: the description and master prompt may still be empty. */
export const templateDraftInput = z
  .object({
    name: nameField,
    ...contentFields,
    description: z.string().trim().max(2000, 'Description must be at most 2000 characters'),
    ...goodsFields,
    masterPrompt: z.string().trim().max(50_000, 'The master prompt must be at most 50000 characters'),
  })
  .superRefine(uniqueQuestionIds)

export type TemplateContentInput = z.input<typeof templateDraftInput>
export type TemplateContentValues = z.output<typeof templateDraftInput>

export type TemplateInput = z.input<typeof templateInput>
export type TemplateValues = z.output<typeof templateInput>

export const listAdminTemplatesQuery = z.object({
  q: z.string().trim().max(200, 'Search text is too long').optional(),
  status: z
    .enum(templateStatuses, { message: 'Unknown status' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  category: z
    .enum(categoryKeys, { message: 'Unknown category' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  tier: z
    .enum(tiers, { message: 'Unknown tier' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
})
export type ListAdminTemplatesQuery = z.infer<typeof listAdminTemplatesQuery>
