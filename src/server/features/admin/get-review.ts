import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { creators } from '../../db/schema/creators.ts'
import { promptTemplates } from '../../db/schema/catalog.ts'
import { templateVersions } from '../../db/schema/template-versions.ts'
import { AppError } from '../../lib/errors.ts'
import { categoryOf } from '../../../shared/catalog/categories.ts'
import { tierOf, tierPrices } from '../../../shared/catalog/tiers.ts'
import { lintTemplate } from '../../../shared/catalog/lint-template.ts'
import { readPromptLines } from '../../../shared/catalog/prompt-lines.ts'
import { checkContent, templateTexts } from '../../../shared/review/content-check.ts'
import type { CreatorStatus } from '../../../shared/creators/creator.ts'
import type { ReviewDetail, ReviewVersionStatus } from '../../../shared/admin/review.ts'
import { findNearDuplicates } from './find-near-duplicates.ts'

/**
 * GET /api/admin/reviews/:versionId: the version as buyers would see it (and its goods: admins read them), the
 * linter's findings, near-duplicates among active templates, and the word check's hits.
 */
export async function getReview(db: Db, versionId: string): Promise<ReviewDetail> {
  const [row] = await db
    .select({
      version: templateVersions,
      slug: promptTemplates.slug,
      currentVersion: promptTemplates.currentVersion,
      creator: {
        id: creators.id,
        displayName: creators.displayName,
        handle: creators.handle,
        status: creators.status,
      },
    })
    .from(templateVersions)
    .innerJoin(promptTemplates, eq(promptTemplates.id, templateVersions.templateId))
    .innerJoin(creators, eq(creators.id, promptTemplates.creatorId))
    .where(eq(templateVersions.id, versionId))
  if (!row) throw new AppError('not_found', 'Version not found', 404)
  const v = row.version
  const c = v.content
  const tier = tierOf(c.tier)
  const category = categoryOf(c.category)
  const questions = Array.isArray(c.questions) ? c.questions : []
  // What the detail page shows: the ring was never public (decision 0026).
  const detail = c.detail
    ? {
        minutes: c.detail.minutes,
        features: c.detail.features,
        whoFor: c.detail.whoFor,
        howItWorks: c.detail.howItWorks,
        whatItDoes: c.detail.whatItDoes,
        whatYouGet: c.detail.whatYouGet,
      }
    : null
  return {
    versionId: v.id,
    templateId: v.templateId,
    slug: row.slug,
    version: v.version,
    status: v.status as ReviewVersionStatus,
    // Version 1 is the template's first; every later one was opened from a live template (decision 0035).
    isUpdate: v.version > 1,
    liveVersion: row.currentVersion,
    submittedAt: v.submittedAt?.toISOString() ?? null,
    reviewedAt: v.reviewedAt?.toISOString() ?? null,
    reviewReasons: v.reviewReasons,
    changelog: v.changelog,
    creator: { ...row.creator, status: row.creator.status as CreatorStatus },
    content: {
      name: c.name,
      description: c.description,
      howToUse: c.howToUse,
      tier,
      categoryKey: category.key,
      category: category.name,
      creditsCost: tierPrices[tier].credits,
      priceCents: tierPrices[tier].priceCents,
      masterPrompt: c.masterPrompt,
      questions,
      detail,
      promptLines: readPromptLines(c.promptLines),
    },
    lint: lintTemplate({ ...c, questions }),
    nearDuplicates: await findNearDuplicates(db, {
      templateId: v.templateId,
      name: c.name,
      description: c.description,
      masterPrompt: c.masterPrompt,
    }),
    contentHits: checkContent(templateTexts({ ...c, questions, changelog: v.changelog })),
  }
}
