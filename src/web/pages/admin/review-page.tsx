import { Link, useParams } from 'react-router'
import { ArrowLeft, ExternalLink } from 'lucide-react'
import { Card } from '../../components/ui/card.tsx'
import { PageSpinner } from '../../components/ui/spinner.tsx'
import { paths } from '../../config/paths.ts'
import { ApiError } from '../../lib/api-client.ts'
import type { ReviewDetail } from '../../../shared/admin/review.ts'
import { useReview } from '../../features/admin/api/get-review.ts'
import { AdminPage, EmptyState } from '../../features/admin/components/admin-page.tsx'
import { StatusBadge } from '../../features/admin/components/status-badge.tsx'
import { TemplatePreview } from '../../features/admin/components/template-preview.tsx'
import { ReviewBuyerView } from '../../features/admin/components/review-buyer-view.tsx'
import { ReviewDecision } from '../../features/admin/components/review-decision.tsx'
import {
  LintPanel,
  NearDuplicatesPanel,
  WordCheckPanel,
} from '../../features/admin/components/review-checks.tsx'
import { formatDateTime } from '../../features/admin/lib/format.ts'

const statusWord: Record<ReviewDetail['status'], string> = {
  draft: 'draft',
  in_review: 'in review',
  rejected: 'rejected',
  published: 'published',
  retired: 'retired',
}

const versionLine = (r: ReviewDetail) =>
  !r.isUpdate
    ? `New template, version ${r.version}`
    : r.status === 'in_review' && r.liveVersion !== null && r.liveVersion !== r.version
      ? `Update: version ${r.version} (version ${r.liveVersion} is on sale)`
      : `Update: version ${r.version}`

export default function AdminReviewPage() {
  const { versionId = '' } = useParams()
  const { data: review, isPending, error } = useReview(versionId)

  const back = (
    <Link
      to={paths.admin.reviews()}
      className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden /> Review queue
    </Link>
  )
  if (isPending) return <PageSpinner />
  if (!review)
    return (
      <AdminPage title="Review">
        {back}
        <EmptyState>
          {error instanceof ApiError && error.status < 500
            ? 'This version was not found.'
            : 'Could not load the version. Please try again.'}
        </EmptyState>
      </AdminPage>
    )

  const waiting = review.status === 'in_review'
  return (
    <AdminPage
      title={review.content.name}
      description={`${versionLine(review)} · by ${review.creator.displayName} (@${review.creator.handle}) · submitted ${formatDateTime(review.submittedAt)}`}
      actions={<StatusBadge status={review.status} />}
    >
      {back}
      {!waiting && (
        <Card className="space-y-1 p-4 text-sm text-slate-700" role="status">
          <p>
            This version is {statusWord[review.status]}
            {review.reviewedAt ? ` (decided ${formatDateTime(review.reviewedAt)})` : ''}.
            {review.status === 'published' && (
              <>
                {' '}
                <Link
                  to={paths.promptById(review.templateId)}
                  target="_blank"
                  className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
                >
                  View in store <ExternalLink className="size-3.5" aria-hidden />
                  <span className="sr-only">(opens in a new tab)</span>
                </Link>
              </>
            )}
          </p>
          {review.reviewReasons && (
            <p className="whitespace-pre-wrap">
              <strong>Reasons given:</strong> {review.reviewReasons}
            </p>
          )}
        </Card>
      )}

      <section aria-labelledby="review-checks" className="space-y-3">
        <h3 id="review-checks" className="text-lg font-semibold text-slate-900">
          Checks
        </h3>
        <div className="grid gap-4 lg:grid-cols-3">
          <LintPanel findings={review.lint} />
          <NearDuplicatesPanel duplicates={review.nearDuplicates} />
          <WordCheckPanel hits={review.contentHits} />
        </div>
      </section>

      {review.changelog && (
        <section aria-labelledby="review-changelog" className="space-y-2">
          <h3 id="review-changelog" className="text-lg font-semibold text-slate-900">
            What changed (buyers read this)
          </h3>
          <p className="whitespace-pre-wrap rounded-xl bg-white p-4 text-sm text-slate-700 ring-1 ring-slate-200">
            {review.changelog}
          </p>
        </section>
      )}

      <section aria-labelledby="review-buyer" className="space-y-3">
        <h3 id="review-buyer" className="text-lg font-semibold text-slate-900">
          As buyers will see it
        </h3>
        <ReviewBuyerView review={review} />
      </section>

      <section aria-labelledby="review-goods" className="space-y-3">
        <div>
          <h3 id="review-goods" className="text-lg font-semibold text-slate-900">
            What buyers get after buying
          </h3>
          <p className="text-sm text-slate-600">
            {review.content.questions.length} question{review.content.questions.length === 1 ? '' : 's'} and
            the master prompt. Try the questionnaire as a buyer would.
          </p>
        </div>
        <div className="grid gap-4 lg:grid-cols-2">
          <TemplatePreview
            questions={review.content.questions}
            masterPrompt={review.content.masterPrompt}
            promptLines={review.content.promptLines}
          />
          <Card className="overflow-hidden">
            <h4 className="border-b border-slate-200 px-4 py-3 text-sm font-semibold text-slate-900">
              Master prompt
            </h4>
            <pre
              data-testid="review-master-prompt"
              className="max-h-[70vh] overflow-y-auto whitespace-pre-wrap break-words p-4 font-mono text-xs leading-relaxed text-slate-800"
            >
              {review.content.masterPrompt}
            </pre>
          </Card>
        </div>
      </section>

      {waiting && (
        <div className="sticky bottom-0 z-10 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-6px_16px_-8px_rgb(15_23_42/0.15)] backdrop-blur sm:bottom-3 sm:mx-0 sm:rounded-2xl sm:border sm:px-5">
          <ReviewDecision review={review} />
        </div>
      )}
    </AdminPage>
  )
}
