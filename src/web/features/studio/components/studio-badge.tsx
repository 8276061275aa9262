import { Badge } from '../../../components/ui/badge.tsx'
import { cn } from '../../../lib/cn.ts'
import {
  studioBadge,
  studioBadgeLabels,
  type StudioBadge as Kind,
  type StudioTemplateSummary,
} from '../../../../shared/studio/studio-template.ts'

const tones: Record<Kind, string> = {
  draft: 'bg-amber-50 text-amber-800 ring-1 ring-amber-200',
  in_review: 'bg-sky-50 text-sky-800 ring-1 ring-sky-200',
  rejected: 'bg-red-50 text-red-800 ring-1 ring-red-200',
  live: 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200',
  live_update_draft: 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200',
  live_update_in_review: 'bg-sky-50 text-sky-800 ring-1 ring-sky-200',
  live_update_rejected: 'bg-red-50 text-red-800 ring-1 ring-red-200',
  suspended: 'bg-slate-100 text-slate-700 ring-1 ring-slate-200',
}

/** Where a template stands, in words: Draft, In review, Rejected, Live, Live - update in review... */
export function StudioBadge({ template }: { template: Pick<StudioTemplateSummary, 'status' | 'latest'> }) {
  const kind = studioBadge(template)
  return (
    <Badge className={cn('whitespace-nowrap', tones[kind])} data-testid="studio-badge">
      {studioBadgeLabels[kind]}
    </Badge>
  )
}
