import { Card } from '../../../components/ui/card.tsx'
import type { EarningsDashboard } from '../../../../shared/earnings/earnings-dashboard.ts'
import { formatMoney } from '../lib/format-money.ts'

/** Pending, payable and paid: together they are everything the creator has earned (less refunds). */
export function BalanceSummary({ data }: { data: EarningsDashboard }) {
  const figures = [
    {
      label: 'Pending',
      value: data.pendingCents,
      note: 'Sales from the last 14 days. They become payable once the refund window has passed.',
    },
    {
      label: 'Payable',
      value: data.payableCents,
      note:
        data.payableCents < 0
          ? 'A refund arrived after its payout: it comes out of your next earnings.'
          : `Paid out every week once it reaches ${formatMoney(data.minimumPayoutCents)}; from then on also on request.`,
    },
    {
      label: 'Paid',
      value: data.paidCents,
      note:
        data.inTransitCents > 0
          ? `${formatMoney(data.inTransitCents)} of it is on its way to your account.`
          : 'Sent to your payout account so far.',
    },
  ]
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {figures.map((f) => (
        <Card key={f.label} className="p-4 sm:p-5" data-testid={`earnings-${f.label.toLowerCase()}`}>
          <dt className="text-sm font-medium text-slate-600">{f.label}</dt>
          <dd className="mt-1 space-y-1">
            <span
              className={`block text-2xl font-bold tabular-nums ${f.value < 0 ? 'text-rose-700' : 'text-slate-900'}`}
            >
              {formatMoney(f.value)}
            </span>
            <span className="block text-xs text-slate-500">{f.note}</span>
          </dd>
        </Card>
      ))}
    </dl>
  )
}
