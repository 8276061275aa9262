import { Badge } from '../../../components/ui/badge.tsx'
import type { EarningsEntry } from '../../../../shared/earnings/earnings-dashboard.ts'
import { formatDay, formatMoney } from '../lib/format-money.ts'

/** Each sale and refund, newest first: what the buyer paid, the creator's share, and when it becomes payable. */
export function EarningsActivity({ entries }: { entries: EarningsEntry[] }) {
  if (entries.length === 0)
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-sm text-slate-600">
        No sales yet. When someone buys one of your templates, the sale shows here.
      </p>
    )
  const now = Date.now()
  return (
    <ul
      className="divide-y divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
      aria-label="Sales and refunds"
    >
      {entries.map((e) => {
        const pending = new Date(e.availableAt).getTime() > now
        return (
          <li
            key={e.id}
            className="flex items-start justify-between gap-3 px-4 py-3 sm:gap-4"
            data-testid="earnings-entry"
          >
            <div className="min-w-0 space-y-1">
              <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                <span className="break-words">{e.templateName}</span>
                <Badge
                  className={
                    e.kind === 'sale'
                      ? 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200'
                      : 'bg-sky-50 text-sky-800 ring-1 ring-sky-200'
                  }
                >
                  {e.kind === 'sale' ? 'Sale' : 'Refund'}
                </Badge>
              </p>
              <p className="text-sm text-slate-600">
                {formatDay(e.createdAt)} · {e.method === 'direct' ? 'paid by card' : 'paid with credits'} ·{' '}
                {e.kind === 'sale' ? 'buyer paid' : 'returned'} {formatMoney(Math.abs(e.saleCents))}
                {e.method === 'credits' && e.saleCents === 0 ? ' (free credits)' : ''}
              </p>
            </div>
            <div className="shrink-0 text-right">
              <p
                className={`font-semibold tabular-nums ${e.amountCents < 0 ? 'text-rose-700' : 'text-slate-900'}`}
              >
                {e.amountCents > 0 ? '+' : ''}
                {formatMoney(e.amountCents)}
              </p>
              <p className="text-xs text-slate-500">
                {pending ? `Payable ${formatDay(e.availableAt)}` : 'Payable'}
              </p>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
