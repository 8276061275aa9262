import type { LintFinding } from '../catalog/lint-template.ts'
import type { TemplateContentValues } from '../admin/template-input.ts'

// What the studio's routes answer: the creator's own templates and the version being edited.

export type VersionStatus = 'draft' | 'in_review' | 'rejected' | 'published' | 'retired'

export type StudioVersion = {
  version: number
  status: VersionStatus
  changelog: string
  /** The reviewer's reasons of the last rejection; kept on the draft until it is submitted again. */
  reviewReasons: string | null
  submittedAt: string | null
  updatedAt: string
}

export type StudioTemplateSummary = {
  id: string
  slug: string
  name: string
  /** The prompt_templates row: draft until the first approval, then active (on sale) or suspended. */
  status: string
  currentVersion: number | null
  latest: StudioVersion | null
  updatedAt: string
}

export type StudioTemplate = StudioTemplateSummary & {
  /** The version the editor shows: the open one (draft, in review, rejected), else the live one. */
  version: StudioVersion
  /** False while the version is in review. */
  editable: boolean
  content: TemplateContentValues
  price: { credits: number; priceCents: number }
  findings: LintFinding[]
}

export type StudioBadge =
  | 'draft'
  | 'in_review'
  | 'rejected'
  | 'live'
  | 'live_update_draft'
  | 'live_update_in_review'
  | 'live_update_rejected'
  | 'suspended'

export const studioBadgeLabels: Record<StudioBadge, string> = {
  draft: 'Draft',
  in_review: 'In review',
  rejected: 'Rejected',
  live: 'Live',
  live_update_draft: 'Live - update in draft',
  live_update_in_review: 'Live - update in review',
  live_update_rejected: 'Live - update rejected',
  suspended: 'Suspended',
}

/** The one badge a template shows in the studio: its row (live or not) and its latest version. */
export function studioBadge(t: Pick<StudioTemplateSummary, 'status' | 'latest'>): StudioBadge {
  if (t.status === 'suspended') return 'suspended'
  const open =
    t.latest && ['draft', 'in_review', 'rejected'].includes(t.latest.status) ? t.latest.status : null
  if (t.status === 'active') return open ? (`live_update_${open}` as StudioBadge) : 'live'
  return (open ?? 'draft') as StudioBadge
}
