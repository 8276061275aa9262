// Rows for the review tests and the review journey: creators, their templates and versions waiting for review,
// written straight to the database (the studio that makes them through the API is another slice of issue 23).
import { randomUUID } from 'node:crypto'
import { and, eq, max } from 'drizzle-orm'
import { hashPassword } from 'better-auth/crypto'
import type { Db } from '../db/client.ts'
import { account, user } from '../db/schema/auth.ts'
import { creators } from '../db/schema/creators.ts'
import { promptTemplates } from '../db/schema/catalog.ts'
import { templateVersions, type TemplateVersionContent } from '../db/schema/template-versions.ts'
import { givenUser } from './given.ts'

let n = 0

/** A creator's template content that passes the linter and the word check. */
export function versionContent(overrides: Partial<TemplateVersionContent> = {}): TemplateVersionContent {
  n++
  return {
    name: `Camping Trip Packer ${n}`,
    description: 'A packing list for a family camping weekend, sized to your tent, weather and kids.',
    howToUse: 'Answer the questions, then paste the prompt into your AI model.',
    tier: 'boost',
    category: 'social',
    masterPrompt:
      'Make me a packing list for the camping trip I describe, grouped by shelter, cooking, clothing and safety, with quantities for my group.',
    questions: [
      { id: 'nights', question: 'How many nights are you camping?', type: 'text', required: true },
      {
        id: 'weather',
        question: 'What weather do you expect?',
        type: 'select',
        options: ['Hot and dry', 'Mild', 'Cold or wet'],
      },
    ],
    detail: null,
    promptLines: {},
    ...overrides,
  }
}

/** An approved (or other status) creator with a member account behind it. */
export async function givenCreator(
  db: Db,
  opts: { status?: string; userId?: string; handle?: string; displayName?: string } = {},
) {
  const userId = opts.userId ?? (await givenUser(db)).id
  const handle = opts.handle ?? `maker-${randomUUID().slice(0, 8)}`
  const [row] = await db
    .insert(creators)
    .values({
      userId,
      displayName: opts.displayName ?? `Maker ${handle}`,
      handle,
      country: 'AU',
      termsAcceptedAt: new Date(),
      termsVersion: 'test',
      status: opts.status ?? 'approved',
      decidedAt: new Date(),
    })
    .returning()
  const [u] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId))
  return { ...row!, email: u!.email }
}

/** A member who signs in with this password (for journeys that set up rows before the server starts). */
export async function givenMemberWithPassword(
  db: Db,
  opts: { email: string; name: string; password: string },
) {
  const { id } = await givenUser(db, { email: opts.email, name: opts.name })
  await db.insert(account).values({
    id: randomUUID(),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: await hashPassword(opts.password),
  })
  return { id, email: opts.email }
}

/** A creator's new template (its row still a draft) with version 1 waiting for review. */
export async function givenTemplateInReview(
  db: Db,
  opts: { creatorId: string; content?: TemplateVersionContent; submittedAt?: Date },
) {
  const content = opts.content ?? versionContent()
  const id = `${content.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${randomUUID().slice(0, 6)}`
  await db.insert(promptTemplates).values({
    id,
    slug: id,
    name: content.name,
    description: content.description,
    status: 'draft',
    tier: content.tier,
    category: 'Social & Lifestyle',
    creditsCost: 0,
    priceCents: 0,
    masterPrompt: '',
    creatorId: opts.creatorId,
  })
  const version = await givenVersionInReview(db, { templateId: id, content, submittedAt: opts.submittedAt })
  return { templateId: id, versionId: version.id, content }
}

/** The next version of a template, waiting for review (an update when the template is live). */
export async function givenVersionInReview(
  db: Db,
  opts: { templateId: string; content?: TemplateVersionContent; changelog?: string; submittedAt?: Date },
) {
  const [last] = await db
    .select({ n: max(templateVersions.version) })
    .from(templateVersions)
    .where(eq(templateVersions.templateId, opts.templateId))
  const [row] = await db
    .insert(templateVersions)
    .values({
      templateId: opts.templateId,
      version: (last?.n ?? 0) + 1,
      status: 'in_review',
      content: opts.content ?? versionContent(),
      changelog: opts.changelog ?? '',
      submittedAt: opts.submittedAt ?? new Date(),
    })
    .returning()
  return row!
}

/** What the creator does after a rejection: fix the content and submit the same version again. */
export async function resubmitVersion(
  db: Db,
  opts: { versionId: string; content?: Partial<TemplateVersionContent> },
) {
  const [v] = await db.select().from(templateVersions).where(eq(templateVersions.id, opts.versionId))
  const [row] = await db
    .update(templateVersions)
    .set({
      status: 'in_review',
      content: { ...v!.content, ...opts.content },
      submittedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(and(eq(templateVersions.id, opts.versionId), eq(templateVersions.status, 'rejected')))
    .returning()
  if (!row) throw new Error(`version ${opts.versionId} is not rejected`)
  return row
}
