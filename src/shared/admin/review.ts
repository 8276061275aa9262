import { z } from 'zod'
import type { LintFinding } from '../catalog/lint-template.ts'
import type { Question } from '../catalog/question.ts'
import type { PublicTemplateDetail } from '../catalog/template-detail.ts'
import type { PromptLines } from '../catalog/prompt-lines.ts'
import type { Tier } from '../catalog/tiers.ts'
import type { CategoryKey } from '../catalog/categories.ts'
import type { CreatorStatus } from '../creators/creator.ts'
import type { ContentHit } from '../review/content-check.ts'

// The review queue of creators' template versions (issue 23, decision 0035): the console's contract.

export const reviewLimits = { reasons: { min: 5, max: 2000 } }

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controlCharacter = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** Approve, or reject with the reasons the creator reads (required). */
export const reviewDecisionInput = z.discriminatedUnion(
  'decision',
  [
    z.object({ decision: z.literal('approve') }),
    z.object({
      decision: z.literal('reject'),
      reasons: z
        .string({ error: 'Please tell the creator what to fix' })
        .refine(
          (s) => !controlCharacter.test(s) && !loneSurrogate.test(s),
          'The reasons contain characters that are not allowed',
        )
        .transform((s) => s.trim())
        .pipe(
          z
            .string()
            .min(1, 'Please tell the creator what to fix')
            .min(
              reviewLimits.reasons.min,
              `Please give reasons of at least ${reviewLimits.reasons.min} characters`,
            )
            .max(reviewLimits.reasons.max, `Reasons must be at most ${reviewLimits.reasons.max} characters`),
        ),
    }),
  ],
  { error: 'Decision must be approve or reject' },
)
export type ReviewDecisionInput = z.input<typeof reviewDecisionInput>
export type ReviewDecision = z.output<typeof reviewDecisionInput>

export type ReviewCreator = { id: string; displayName: string; handle: string; status: CreatorStatus }

export type ReviewVersionStatus = 'draft' | 'in_review' | 'rejected' | 'published' | 'retired'

/** One waiting version in the queue, oldest submission first. */
export type ReviewQueueItem = {
  versionId: string
  templateId: string
  version: number
  name: string
  tier: Tier
  categoryKey: CategoryKey
  /** An update of a live template (it stays on sale meanwhile), not a new template. */
  isUpdate: boolean
  submittedAt: string | null
  creator: ReviewCreator
}

/** An active template whose text is close to the one under review; scores are 0..1 (pg_trgm). */
export type NearDuplicate = {
  id: string
  slug: string
  staticPage: boolean
  name: string
  creator: { handle: string; displayName: string }
  /** The highest of the three below: what the list is ordered by. */
  score: number
  nameScore: number
  descriptionScore: number
  masterPromptScore: number
}

/** Everything the reviewer needs: the version as buyers would see it (and its goods), and the three checks. */
export type ReviewDetail = {
  versionId: string
  templateId: string
  slug: string
  version: number
  status: ReviewVersionStatus
  isUpdate: boolean
  /** The version on sale now, for an update. */
  liveVersion: number | null
  submittedAt: string | null
  reviewedAt: string | null
  reviewReasons: string | null
  changelog: string
  creator: ReviewCreator
  content: {
    name: string
    description: string
    howToUse: string
    tier: Tier
    categoryKey: CategoryKey
    category: string
    creditsCost: number
    priceCents: number
    masterPrompt: string
    questions: Question[]
    detail: PublicTemplateDetail | null
    promptLines: PromptLines
  }
  lint: LintFinding[]
  nearDuplicates: NearDuplicate[]
  contentHits: ContentHit[]
}

export type ReviewDecisionResult = {
  versionId: string
  templateId: string
  status: 'published' | 'rejected'
  /** Whether the e-mail to the creator left (a failed send does not undo the decision). */
  mailed: boolean
}
