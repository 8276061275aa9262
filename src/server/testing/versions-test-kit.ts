// Rows for the buyer-versions tests (issue 23): an approved creator, their template live at version 1, and a
// publish of version n+1. Publishing belongs to the review feature; this writes the same rows its approval does
// (decision 0035): the content copied into the row, price from the tier, current_version = n, the version published
// and the one before it retired, in one transaction.
import { randomUUID } from 'node:crypto'
import { and, eq, max, ne } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { promptTemplates } from '../db/schema/catalog.ts'
import { creators } from '../db/schema/creators.ts'
import { templateVersions, type TemplateVersionContent } from '../db/schema/template-versions.ts'
import { tierOf, tierPrices } from '../../shared/catalog/tiers.ts'
import { creatorTermsVersion } from '../../shared/creators/creator.ts'
import { givenUser } from './given.ts'

// Marked so a test can look for either master prompt anywhere in an answer.
export const masterPromptV1 = 'MASTER-V1 Plan a weekly budget for the person below, line by line.'
export const masterPromptV2 = 'MASTER-V2 Plan a monthly budget for the person below, with a savings goal.'

/** Version 1: two questions. */
export function contentV1(overrides: Partial<TemplateVersionContent> = {}): TemplateVersionContent {
  return {
    name: 'Budget Buddy',
    description: 'A budget shaped around your income and goals.',
    howToUse: 'Answer the questions, then paste the prompt into your AI model.',
    tier: 'boost',
    category: 'tools',
    masterPrompt: masterPromptV1,
    questions: [
      {
        id: 'income',
        question: 'What is your weekly income?',
        type: 'text',
        placeholder: 'e.g. $1,200',
        required: true,
      },
      {
        id: 'goals',
        question: 'What are you saving for?',
        type: 'multiple_choice_with_other',
        options: ['Holiday', 'House deposit'],
        allow_other: true,
      },
    ],
    detail: null,
    promptLines: {},
    ...overrides,
  }
}

/** Version 2: the income question asks per month, an option changed, and a question is new. */
export function contentV2(overrides: Partial<TemplateVersionContent> = {}): TemplateVersionContent {
  const v1 = contentV1()
  return {
    ...v1,
    description: 'A monthly budget shaped around your income and goals.',
    masterPrompt: masterPromptV2,
    questions: [
      { ...v1.questions[0]!, question: 'What is your monthly income after tax?', placeholder: 'e.g. $5,200' },
      { ...v1.questions[1]!, options: ['Holiday', 'Home deposit', 'Wedding'] },
      {
        id: 'deadline',
        question: 'By when do you want to reach your goal?',
        type: 'text',
        placeholder: 'e.g. December next year',
      },
    ],
    ...overrides,
  }
}

export const changelogV2 = 'Budgets are monthly now, and you can set a deadline for your goal.'

/** A member with an approved creator profile. */
export async function givenCreator(db: Db, opts: { handle?: string } = {}) {
  const member = await givenUser(db, { name: 'Casey Creator' })
  const handle = opts.handle ?? `casey-${randomUUID().slice(0, 8)}`
  const [row] = await db
    .insert(creators)
    .values({
      userId: member.id,
      displayName: 'Casey Budgets',
      handle,
      bio: 'Budgets that people keep.',
      country: 'AU',
      termsAcceptedAt: new Date(),
      termsVersion: creatorTermsVersion,
      status: 'approved',
      decidedAt: new Date(),
    })
    .returning({ id: creators.id })
  return { userId: member.id, email: member.email, creatorId: row!.id, handle }
}

/** A creator's template on sale at version 1 (published), as an approval leaves it. */
export async function givenCreatorTemplate(
  db: Db,
  opts: { creatorId?: string; content?: TemplateVersionContent } = {},
) {
  const creatorId = opts.creatorId ?? (await givenCreator(db)).creatorId
  const content = opts.content ?? contentV1()
  const templateId = `budget-buddy-${randomUUID().slice(0, 8)}`
  const price = tierPrices[tierOf(content.tier)]
  await db.transaction(async (tx) => {
    await tx.insert(promptTemplates).values({
      id: templateId,
      slug: templateId,
      ...rowContent(content),
      creditsCost: price.credits,
      priceCents: price.priceCents,
      status: 'active',
      currentVersion: 1,
      creatorId,
    })
    await tx.insert(templateVersions).values({
      templateId,
      version: 1,
      status: 'published',
      content,
      submittedAt: new Date(),
      reviewedAt: new Date(),
      publishedAt: new Date(),
    })
  })
  return { templateId, creatorId }
}

/** Publishes the next version of a creator's template, as the review's approval does. */
export async function publishVersion(
  db: Db,
  {
    templateId,
    content,
    changelog = '',
  }: { templateId: string; content: TemplateVersionContent; changelog?: string },
) {
  const price = tierPrices[tierOf(content.tier)]
  return db.transaction(async (tx) => {
    const [last] = await tx
      .select({ n: max(templateVersions.version) })
      .from(templateVersions)
      .where(eq(templateVersions.templateId, templateId))
    const version = (last?.n ?? 0) + 1
    await tx
      .update(templateVersions)
      .set({ status: 'retired', updatedAt: new Date() })
      .where(
        and(
          eq(templateVersions.templateId, templateId),
          eq(templateVersions.status, 'published'),
          ne(templateVersions.version, version),
        ),
      )
    await tx.insert(templateVersions).values({
      templateId,
      version,
      status: 'published',
      content,
      changelog,
      submittedAt: new Date(),
      reviewedAt: new Date(),
      publishedAt: new Date(),
    })
    await tx
      .update(promptTemplates)
      .set({
        ...rowContent(content),
        creditsCost: price.credits,
        priceCents: price.priceCents,
        status: 'active',
        currentVersion: version,
        updatedAt: new Date(),
      })
      .where(eq(promptTemplates.id, templateId))
    return { version }
  })
}

const rowContent = (c: TemplateVersionContent) => ({
  name: c.name,
  description: c.description,
  howToUse: c.howToUse,
  tier: c.tier,
  category: c.category,
  masterPrompt: c.masterPrompt,
  questions: c.questions,
  detail: c.detail,
  promptLines: c.promptLines,
})
