import { and, desc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { templateVersions, type TemplateVersionContent } from '../../db/schema/template-versions.ts'
import { AppError } from '../../lib/errors.ts'
import { categoryOf } from '../../../shared/catalog/categories.ts'
import { readPromptLines } from '../../../shared/catalog/prompt-lines.ts'
import { tierOf, tierPrices } from '../../../shared/catalog/tiers.ts'
import { lintTemplate } from '../../../shared/catalog/lint-template.ts'
import type { TemplateContentValues } from '../../../shared/admin/template-input.ts'
import type {
  StudioTemplate,
  StudioTemplateSummary,
  StudioVersion,
  VersionStatus,
} from '../../../shared/studio/studio-template.ts'

// Reading a creator's templates and their versions, shared by the studio's use cases.

export const openStatuses = ['draft', 'in_review', 'rejected'] as const

type TemplateRow = typeof promptTemplates.$inferSelect
type VersionRow = typeof templateVersions.$inferSelect

export const notFound = () => new AppError('not_found', 'Template not found', 404)

/** The creator's template, locked for the transaction; another creator's id is simply not found. */
export async function lockOwnTemplate(
  db: Db,
  { creatorId, templateId }: { creatorId: string; templateId: string },
) {
  const [row] = await db
    .select()
    .from(promptTemplates)
    .where(and(eq(promptTemplates.id, templateId), eq(promptTemplates.creatorId, creatorId)))
    .for('update')
  if (!row) throw notFound()
  return row
}

/** The version in the works (at most one, by the partial unique index), locked. */
export async function lockOpenVersion(db: Db, templateId: string) {
  const [row] = await db
    .select()
    .from(templateVersions)
    .where(
      and(eq(templateVersions.templateId, templateId), inArray(templateVersions.status, [...openStatuses])),
    )
    .for('update')
  return row
}

export async function latestVersion(db: Db, templateId: string) {
  const [row] = await db
    .select()
    .from(templateVersions)
    .where(eq(templateVersions.templateId, templateId))
    .orderBy(desc(templateVersions.version))
    .limit(1)
  return row
}

/** What is on sale, as version content (the row holds the last approved version). */
export function liveContent(row: TemplateRow): TemplateVersionContent {
  return {
    name: row.name,
    description: row.description,
    howToUse: row.howToUse,
    tier: row.tier,
    category: row.category,
    masterPrompt: row.masterPrompt,
    questions: Array.isArray(row.questions) ? row.questions : [],
    detail: row.detail ?? null,
    promptLines: readPromptLines(row.promptLines),
  }
}

/** Content as stored: the category by its display name, as prompt_templates keeps it, so publishing copies it as is. */
export const storedContent = (c: TemplateContentValues): TemplateVersionContent => ({
  ...c,
  category: categoryOf(c.category).name,
})

/** Content as the editor holds it: the category by its key, the tier one of the three. */
export const editorContent = (c: TemplateVersionContent): TemplateContentValues => ({
  ...c,
  category: categoryOf(c.category).key,
  tier: tierOf(c.tier),
  promptLines: readPromptLines(c.promptLines),
  questions: Array.isArray(c.questions) ? c.questions : [],
  detail: c.detail ?? null,
})

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null)

export const toStudioVersion = (v: VersionRow): StudioVersion => ({
  version: v.version,
  status: v.status as VersionStatus,
  changelog: v.changelog,
  reviewReasons: v.reviewReasons,
  submittedAt: iso(v.submittedAt),
  updatedAt: new Date(v.updatedAt).toISOString(),
})

export function toSummary(row: TemplateRow, latest: VersionRow | undefined): StudioTemplateSummary {
  return {
    id: row.id,
    slug: row.slug,
    // The name being worked on, when a version is open; else the live one.
    name:
      latest && (openStatuses as readonly string[]).includes(latest.status) ? latest.content.name : row.name,
    status: row.status,
    currentVersion: row.currentVersion,
    latest: latest ? toStudioVersion(latest) : null,
    updatedAt: new Date(
      latest && latest.updatedAt > row.updatedAt ? latest.updatedAt : row.updatedAt,
    ).toISOString(),
  }
}

/** The editor's view of a template: the open version, else the live content as version current_version. */
export async function readStudioTemplate(db: Db, row: TemplateRow): Promise<StudioTemplate> {
  const latest = await latestVersion(db, row.id)
  const open = latest && (openStatuses as readonly string[]).includes(latest.status) ? latest : undefined
  const content = editorContent(open ? open.content : liveContent(row))
  const version: StudioVersion = open
    ? toStudioVersion(open)
    : {
        version: row.currentVersion ?? latest?.version ?? 1,
        status: 'published',
        changelog: '',
        reviewReasons: null,
        submittedAt: null,
        updatedAt: new Date(row.updatedAt).toISOString(),
      }
  const price = tierPrices[content.tier]
  return {
    ...toSummary(row, latest),
    version,
    editable: version.status !== 'in_review',
    content,
    price: { credits: price.credits, priceCents: price.priceCents },
    findings: lintTemplate(content),
  }
}
