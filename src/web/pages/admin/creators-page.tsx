import { useState } from 'react'
import { Link } from 'react-router'
import { toast } from '../../lib/toast.ts'
import { Button } from '../../components/ui/button.tsx'
import { Card } from '../../components/ui/card.tsx'
import { PageSpinner } from '../../components/ui/spinner.tsx'
import { TextareaField } from '../../components/form-field.tsx'
import { paths } from '../../config/paths.ts'
import { toastError } from '../../lib/toast-error.ts'
import {
  creatorDecisionInput,
  creatorStatuses,
  type CreatorApplicationItem,
  type CreatorStatus,
} from '../../../shared/creators/creator.ts'
import { useCreatorApplications } from '../../features/admin/api/get-creator-applications.ts'
import { useDecideCreatorApplication } from '../../features/admin/api/decide-creator-application.ts'
import { AdminPage, EmptyState } from '../../features/admin/components/admin-page.tsx'
import { FilterSelect } from '../../features/admin/components/filter-select.tsx'
import { CreatorSuspension } from '../../features/admin/components/creator-suspension.tsx'
import { useUrlFilters } from '../../features/admin/hooks/use-url-filters.ts'
import { formatDateTime } from '../../features/admin/lib/format.ts'

const isStatus = (s: string | null): s is CreatorStatus => creatorStatuses.some((x) => x === s)
const statusLabel: Record<CreatorStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  declined: 'Declined',
  suspended: 'Suspended',
}
const statusTone: Record<CreatorStatus, string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  approved: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  declined: 'bg-rose-50 text-rose-800 ring-rose-200',
  suspended: 'bg-slate-100 text-slate-700 ring-slate-200',
}

export default function AdminCreatorsPage() {
  const { params, setFilter } = useUrlFilters()
  const raw = params.get('status')
  const status = isStatus(raw) ? raw : undefined
  const applications = useCreatorApplications(status)
  return (
    <AdminPage
      title="Creators"
      description="Applications to sell templates, pending first. Decisions are e-mailed. Suspending a creator takes their templates out of the store."
    >
      <Card className="p-4">
        <div className="max-w-xs">
          <FilterSelect
            id="creators-status"
            label="Status"
            value={status ?? ''}
            onChange={(v) => setFilter('status', v)}
            options={creatorStatuses.map((s) => ({ value: s, label: statusLabel[s] }))}
          />
        </div>
      </Card>
      {applications.isPending ? (
        <PageSpinner />
      ) : applications.isError ? (
        <EmptyState>Could not load the applications. Please try again.</EmptyState>
      ) : applications.data.items.length === 0 ? (
        <EmptyState>No applications{status ? ` ${status}` : ''}.</EmptyState>
      ) : (
        <ul className="space-y-4" aria-label="Creator applications">
          {applications.data.items.map((a) => (
            <li key={a.id}>
              <ApplicationCard application={a} />
            </li>
          ))}
        </ul>
      )}
    </AdminPage>
  )
}

function ApplicationCard({ application: a }: { application: CreatorApplicationItem }) {
  const decide = useDecideCreatorApplication()
  const [declining, setDeclining] = useState(false)
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const send = (decision: Parameters<typeof decide.mutate>[0]['decision'], done: string) =>
    decide.mutate(
      { id: a.id, decision },
      {
        onSuccess: (res) =>
          res.mailed
            ? toast.success(done)
            : toast.error(`${done}, but the e-mail could not be sent`, {
                description: 'Tell the applicant yourself.',
              }),
        onError: (err) => toastError(err, 'Could not save the decision'),
      },
    )
  return (
    <Card className="space-y-4 p-4 sm:p-5" data-testid="creator-application" data-handle={a.handle}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h3 className="font-semibold text-slate-900">
            {a.displayName} <span className="font-normal text-slate-500">@{a.handle}</span>
          </h3>
          <p className="break-all text-sm text-slate-600">
            {a.email ? (
              <a className="text-brand-700 hover:underline" href={`mailto:${a.email}`}>
                {a.email}
              </a>
            ) : null}
            {a.userId ? (
              <>
                {' · '}
                <Link className="text-brand-700 hover:underline" to={paths.admin.user(a.userId)}>
                  member
                </Link>
              </>
            ) : null}
            {' · '}
            {a.countryLabel}
            {' · applied '}
            {formatDateTime(a.createdAt)}
          </p>
          <p className="text-xs text-slate-500">
            Accepted creator terms {a.termsVersion} on {formatDateTime(a.termsAcceptedAt)}
          </p>
        </div>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ${statusTone[a.status]}`}>
          {statusLabel[a.status]}
        </span>
      </div>
      <p className="whitespace-pre-wrap break-words rounded-xl bg-slate-50 p-3 text-sm text-slate-800">
        {a.bio || <span className="text-slate-500">No bio.</span>}
      </p>
      {a.decisionReason ? (
        <p className="text-sm text-slate-700">
          <strong>{a.status === 'suspended' ? 'Suspended because:' : 'Reason given:'}</strong>{' '}
          {a.decisionReason}
        </p>
      ) : null}
      {(a.status === 'approved' || a.status === 'suspended') && (
        <div className="flex justify-end">
          <CreatorSuspension creator={{ id: a.id, handle: a.handle, status: a.status }} />
        </div>
      )}
      {a.status === 'pending' &&
        (declining ? (
          <form
            noValidate
            className="space-y-3"
            onSubmit={(e) => {
              e.preventDefault()
              const parsed = creatorDecisionInput.safeParse({ decision: 'decline', reason })
              if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the reason')
              setError(null)
              send(parsed.data, `Declined @${a.handle}`)
            }}
          >
            <TextareaField
              id={`decline-${a.id}`}
              label="Reason (e-mailed to the applicant)"
              rows={3}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              error={error}
            />
            <div className="flex flex-wrap justify-end gap-2">
              <Button type="button" variant="secondary" size="sm" onClick={() => setDeclining(false)}>
                Cancel
              </Button>
              <Button type="submit" variant="destructive" size="sm" disabled={decide.isPending}>
                Decline with reason
              </Button>
            </div>
          </form>
        ) : (
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" size="sm" onClick={() => setDeclining(true)}>
              Decline
            </Button>
            <Button
              size="sm"
              disabled={decide.isPending}
              onClick={() => send({ decision: 'approve' }, `Approved @${a.handle}`)}
            >
              Approve
            </Button>
          </div>
        ))}
    </Card>
  )
}
