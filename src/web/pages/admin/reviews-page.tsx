import { Link } from 'react-router'
import { ChevronRight } from 'lucide-react'
import { Badge } from '../../components/ui/badge.tsx'
import { Card } from '../../components/ui/card.tsx'
import { PageSpinner } from '../../components/ui/spinner.tsx'
import { paths } from '../../config/paths.ts'
import { categoryOf } from '../../../shared/catalog/categories.ts'
import { tierLabel } from '../../../shared/catalog/tiers.ts'
import type { ReviewQueueItem } from '../../../shared/admin/review.ts'
import { useReviewQueue } from '../../features/admin/api/get-review-queue.ts'
import { AdminPage, EmptyState } from '../../features/admin/components/admin-page.tsx'
import { formatDateTime } from '../../features/admin/lib/format.ts'

export default function AdminReviewsPage() {
  const queue = useReviewQueue()
  return (
    <AdminPage
      title="Reviews"
      description="Creators' templates waiting for review, oldest first. Decisions are e-mailed to the creator."
    >
      {queue.isPending ? (
        <PageSpinner />
      ) : queue.isError ? (
        <EmptyState>Could not load the review queue. Please try again.</EmptyState>
      ) : queue.data.items.length === 0 ? (
        <EmptyState>Nothing is waiting for review. New submissions appear here.</EmptyState>
      ) : (
        <ul className="space-y-3" aria-label="Waiting for review">
          {queue.data.items.map((item) => (
            <li key={item.versionId}>
              <QueueItem item={item} />
            </li>
          ))}
        </ul>
      )}
    </AdminPage>
  )
}

function QueueItem({ item }: { item: ReviewQueueItem }) {
  return (
    <Card
      className="relative flex items-center gap-4 p-4 hover:ring-brand-300 sm:p-5"
      data-testid="review-item"
    >
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-slate-900">
            <Link
              to={paths.admin.review(item.versionId)}
              className="after:absolute after:inset-0 focus:outline-none focus-visible:underline"
            >
              {item.name}
            </Link>
          </h3>
          {item.isUpdate ? (
            <Badge className="bg-sky-50 text-sky-800 ring-1 ring-sky-200">
              Update · version {item.version}
            </Badge>
          ) : (
            <Badge className="bg-violet-50 text-violet-800 ring-1 ring-violet-200">New template</Badge>
          )}
          {item.creator.status === 'suspended' && (
            <Badge className="bg-red-50 text-red-800 ring-1 ring-red-200">Creator suspended</Badge>
          )}
        </div>
        <p className="text-sm text-slate-600">
          by {item.creator.displayName} <span className="text-slate-500">@{item.creator.handle}</span>
          {' · '}
          {tierLabel(item.tier)} · {categoryOf(item.categoryKey).name}
        </p>
        <p className="text-xs text-slate-500">Submitted {formatDateTime(item.submittedAt)}</p>
      </div>
      <ChevronRight className="size-5 shrink-0 text-slate-400" aria-hidden />
    </Card>
  )
}
