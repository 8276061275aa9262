import { Badge } from '../../../components/ui/badge.tsx'
import type { PayoutRow } from '../../../../shared/earnings/earnings-dashboard.ts'
import { formatDay, formatMoney } from '../lib/format-money.ts'

const status = {
  processing: { word: 'On its way', tone: 'bg-amber-50 text-amber-800 ring-1 ring-amber-200' },
  paid: { word: 'Paid', tone: 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200' },
  failed: { word: 'Failed', tone: 'bg-red-50 text-red-800 ring-1 ring-red-200' },
} as const

/** The creator's payouts, newest first; a failed one says why (its amount is payable again). */
export function PayoutHistory({ payouts }: { payouts: PayoutRow[] }) {
  if (payouts.length === 0)
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-sm text-slate-600">
        No payouts yet.
      </p>
    )
  return (
    <ul
      className="divide-y divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
      aria-label="Payouts"
    >
      {payouts.map((p) => (
        <li
          key={p.id}
          className="flex flex-wrap items-start justify-between gap-3 px-4 py-3"
          data-testid="payout-row"
        >
          <div className="min-w-0">
            <p className="font-medium text-slate-900">
              {formatDay(p.settledAt ?? p.createdAt)}{' '}
              <span className="font-normal text-slate-500">
                · {p.trigger === 'weekly' ? 'weekly payout' : 'requested'}
              </span>
            </p>
            {p.status === 'failed' && (
              <p className="text-sm text-rose-700">
                {p.failureReason ?? 'The transfer was refused.'} The amount is payable again.
              </p>
            )}
          </div>
          <div className="flex items-center gap-3">
            <Badge className={status[p.status].tone}>{status[p.status].word}</Badge>
            <span className="font-semibold tabular-nums">{formatMoney(p.amountCents)}</span>
          </div>
        </li>
      ))}
    </ul>
  )
}
