import { useState } from 'react'
import { Card } from '../../components/ui/card.tsx'
import { Button } from '../../components/ui/button.tsx'
import { PageSpinner } from '../../components/ui/spinner.tsx'
import { SelectField, TextareaField } from '../../components/form-field.tsx'
import { toast } from '../../lib/toast.ts'
import { toastError } from '../../lib/toast-error.ts'
import {
  payoutHoldInput,
  type AdminPayoutRow,
  type AdminPayoutsQuery,
} from '../../../shared/earnings/payout-admin.ts'
import { useAdminPayouts } from '../../features/earnings/api/get-admin-payouts.ts'
import { useSetPayoutHold } from '../../features/earnings/api/set-payout-hold.ts'
import { formatMoney } from '../../features/earnings/lib/format-money.ts'
import { AdminPage, EmptyState } from '../../features/admin/components/admin-page.tsx'
import { useUrlFilters } from '../../features/admin/hooks/use-url-filters.ts'
import { formatDateTime } from '../../features/admin/lib/format.ts'
import {
  creatorSharePercent,
  minimumPayoutCents,
  payableAfterDays,
} from '../../../shared/earnings/creator-share.ts'

type Status = AdminPayoutsQuery['status']
const statuses: { value: Status; label: string }[] = [
  { value: 'due', label: 'Due' },
  { value: 'processing', label: 'On their way' },
  { value: 'paid', label: 'Made' },
  { value: 'failed', label: 'Failed' },
]
const isStatus = (s: string | null): s is Status => statuses.some((x) => x.value === s)
const accountWords = {
  none: 'No payout account',
  incomplete: 'Setup not finished',
  active: 'Payouts on',
} as const

/** /admin/payouts: creators' payouts due, made and failed, and holding a creator's payouts (issue 24). */
export default function AdminPayoutsPage() {
  const { params, setFilter } = useUrlFilters()
  const raw = params.get('status')
  const status: Status = isStatus(raw) ? raw : 'due'
  const payouts = useAdminPayouts(status)
  return (
    <AdminPage
      title="Payouts"
      description={`Creators are paid ${creatorSharePercent}% of each sale, ${payableAfterDays} days after it. Due balances go out weekly once they reach ${formatMoney(minimumPayoutCents)}; a hold stops them.`}
    >
      <Card className="p-4">
        <div className="max-w-xs">
          <SelectField
            id="payouts-status"
            label="Show"
            value={status}
            onChange={(e) => setFilter('status', e.target.value === 'due' ? '' : e.target.value)}
          >
            {statuses.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </SelectField>
        </div>
      </Card>
      {payouts.isPending ? (
        <PageSpinner />
      ) : payouts.isError ? (
        <EmptyState>Could not load the payouts. Please try again.</EmptyState>
      ) : payouts.data.payouts.length === 0 ? (
        <EmptyState>{status === 'due' ? 'No creator has a payout due.' : 'No payouts here yet.'}</EmptyState>
      ) : (
        <ul className="space-y-3" aria-label="Payouts">
          {payouts.data.payouts.map((p) => (
            <li key={p.payoutId ?? p.creatorId}>
              <PayoutCard row={p} />
            </li>
          ))}
        </ul>
      )}
    </AdminPage>
  )
}

function PayoutCard({ row: p }: { row: AdminPayoutRow }) {
  const setHold = useSetPayoutHold()
  const [holding, setHolding] = useState(false)
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const save = (input: Parameters<typeof setHold.mutate>[0]['input'], done: string) =>
    setHold.mutate(
      { creatorId: p.creatorId, input },
      {
        onSuccess: () => {
          toast.success(done)
          setHolding(false)
        },
        onError: (err) => toastError(err, 'Could not change the hold'),
      },
    )
  return (
    <Card className="space-y-3 p-4 sm:p-5" data-testid="admin-payout" data-creator={p.handle}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h3 className="font-semibold text-slate-900">
            {p.creatorName} <span className="font-normal text-slate-500">@{p.handle}</span>
          </h3>
          <p className="text-sm text-slate-600">
            {accountWords[p.accountStatus]}
            {p.createdAt ? ` · ${formatDateTime(p.createdAt)}` : ''}
          </p>
          {p.failureReason && p.status === 'failed' && (
            <p className="text-sm text-rose-700">Failed: {p.failureReason}</p>
          )}
          {p.held && (
            <p className="text-sm text-amber-800">
              <strong>On hold:</strong> {p.holdReason}
            </p>
          )}
        </div>
        <span className="text-lg font-semibold tabular-nums">{formatMoney(p.amountCents)}</span>
      </div>
      {holding ? (
        <form
          noValidate
          className="space-y-3"
          onSubmit={(e) => {
            e.preventDefault()
            const parsed = payoutHoldInput.safeParse({ held: true, reason })
            if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the reason')
            setError(null)
            save(parsed.data, `Payouts of @${p.handle} are on hold`)
          }}
        >
          <TextareaField
            id={`hold-${p.creatorId}`}
            label="Reason (kept in the audit log; the creator sees that payouts are on hold)"
            rows={2}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={error}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="secondary" size="sm" onClick={() => setHolding(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" size="sm" disabled={setHold.isPending}>
              Hold payouts
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap justify-end gap-2">
          {p.held ? (
            <Button
              size="sm"
              variant="secondary"
              disabled={setHold.isPending}
              onClick={() => save({ held: false }, `Payouts of @${p.handle} released`)}
            >
              Release payouts
            </Button>
          ) : (
            <Button size="sm" variant="secondary" onClick={() => setHolding(true)}>
              Hold payouts
            </Button>
          )}
        </div>
      )}
    </Card>
  )
}
