import { describe, expect, it } from 'vitest'
import type { AdminTemplate } from '../../../../shared/admin/admin-template.ts'
import { templateInput } from '../../../../shared/admin/template-input.ts'
import {
  describePath,
  emptyForm,
  fromTemplate,
  newQuestion,
  toForm,
  toInput,
  type TemplateForm,
} from './template-form.ts'

const template: AdminTemplate = {
  id: 't1',
  slug: 'budget-buddy',
  name: 'Budget Buddy',
  status: 'active',
  tier: 'boost',
  category: 'Business',
  categoryKey: 'business',
  creditsCost: 5,
  priceCents: 1999,
  questionCount: 2,
  owners: 3,
  staticPage: true,
  updatedAt: '2025-01-02T03:04:05.000Z',
  createdAt: '2025-01-01T00:00:00.000Z',
  description: 'Plans a weekly budget.',
  howToUse: 'Answer the questions.',
  priceOverridden: true,
  masterPrompt: 'Build a budget for {{income}}.',
  questions: [
    {
      id: 'income',
      question: 'What is your weekly income?',
      type: 'text',
      placeholder: '$1,000',
      example: '$1,200',
    },
    {
      id: 'goals',
      question: 'What are you saving for?',
      type: 'multiple_choice_with_other',
      options: ['Holiday', 'House deposit'],
      allow_other: true,
      customPlaceholder: 'Something else',
      required: true,
      section: 'Goals',
    },
  ],
  detail: {
    minutes: 15,
    ring: { label: 'Accuracy', percent: 80 },
    features: [{ title: 'Weekly plan', description: 'Every dollar has a job.' }],
    whoFor: ['Students', 'Families'],
    howItWorks: [{ title: 'Answer', description: '' }],
    whatItDoes: 'Sorts your spending.',
    whatYouGet: ['A budget', 'A savings plan'],
  },
  promptLines: { role: 'budget coach', locale: true },
}

const parse = (form: TemplateForm) => templateInput.safeParse(toInput(form))
const messages = (form: TemplateForm) => parse(form).error?.issues.map((i) => i.message) ?? []

describe('the template form model', () => {
  it('round-trips a saved template unchanged', () => {
    const result = parse(fromTemplate(template))
    expect(result.success).toBe(true)
    expect(result.data).toEqual({
      name: template.name,
      slug: template.slug,
      description: template.description,
      howToUse: template.howToUse,
      category: template.categoryKey,
      tier: template.tier,
      status: template.status,
      staticPage: template.staticPage,
      priceOverride: { creditsCost: 5, priceCents: 1999 },
      masterPrompt: template.masterPrompt,
      questions: template.questions,
      detail: template.detail,
      promptLines: template.promptLines,
      expectedUpdatedAt: template.updatedAt,
    })
  })

  it('round-trips schema values through the form', () => {
    const values = templateInput.parse(toInput(fromTemplate(template)))
    expect(templateInput.parse(toInput(toForm(values)))).toEqual(values)
  })

  it('shows a saved template as typed text: lists as lines, the price in dollars, the slug kept', () => {
    const form = fromTemplate(template)
    expect(form).toMatchObject({
      slugTouched: true,
      overridePrice: true,
      creditsCost: '5',
      price: '19.99',
      hasDetail: true,
      detail: { minutes: '15', ring: { label: 'Accuracy', percent: '80' }, whoFor: 'Students\nFamilies' },
      expectedUpdatedAt: template.updatedAt,
    })
    expect(form.questions[1]).toMatchObject({
      options: 'Holiday\nHouse deposit',
      allow_other: true,
      placeholder: '',
    })
  })

  it('shows the tier price for a template without an override, and sends none', () => {
    const form = fromTemplate({
      ...template,
      priceOverridden: false,
      creditsCost: 4,
      priceCents: 1598,
      detail: null,
    })
    expect(form).toMatchObject({ overridePrice: false, creditsCost: '4', price: '15.98', hasDetail: false })
    expect(toInput(form)).toMatchObject({ priceOverride: null, detail: null })
  })

  it('starts a new template as an empty draft at the Daily price, the slug following the name', () => {
    const form = emptyForm()
    expect(form).toMatchObject({ name: '', slug: '', slugTouched: false, description: '', howToUse: '' })
    expect(form).toMatchObject({ category: 'tools', tier: 'daily', status: 'draft', staticPage: false })
    expect(form).toMatchObject({ overridePrice: false, creditsCost: '2', price: '7.99', masterPrompt: '' })
    expect(form).toMatchObject({ questions: [], hasDetail: false })
    expect(form.detail).toMatchObject({ minutes: '10', ring: { label: 'Depth', percent: '90' }, whoFor: '' })
    expect(form.expectedUpdatedAt).toBeUndefined()
    expect(toInput(form)).not.toHaveProperty('expectedUpdatedAt')
  })

  it('numbers new questions past the ids already used', () => {
    const q1 = newQuestion([])
    expect(q1).toMatchObject({ id: 'q1', question: '', type: 'text', options: '', allow_other: false })
    expect(newQuestion([{ ...q1, id: 'q2' }]).id).toBe('q3')
  })

  it('reads lists from lines, ignoring blank ones and spaces', () => {
    const form = fromTemplate(template)
    form.questions[1]!.options = ' Holiday \n\n  Car\n'
    form.detail.whatYouGet = 'A budget\n \n'
    expect(toInput(form).questions[1]!.options).toEqual(['Holiday', 'Car'])
    expect(parse(form).data?.detail?.whatYouGet).toEqual(['A budget'])
  })

  it("gives the schema's messages for an empty new template", () => {
    expect(messages(emptyForm())).toEqual([
      'Name is required',
      'Slug is required',
      'Slug uses lower-case letters, digits and single dashes',
      'Description is required',
      'The master prompt is required',
    ])
  })

  it("gives the schema's messages for bad numbers, questions and prices, with the field in words", () => {
    const form = fromTemplate(template)
    form.creditsCost = '0'
    form.price = '-1'
    form.detail.minutes = ''
    form.questions[1]!.options = ''
    const result = parse(form)
    expect(result.error?.issues.map((i) => `${describePath(i.path, form)}: ${i.message}`)).toEqual([
      'Price: Credits must be at least 1',
      'Price: The price cannot be negative',
      'Question 2 (goals), options: "What are you saving for?" needs at least one option',
      'Detail page: Minutes must be at least 1',
    ])
  })
})
