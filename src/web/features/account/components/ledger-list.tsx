import { Card } from '../../../components/ui/card.tsx'
import { PageSpinner } from '../../../components/ui/spinner.tsx'
import { cn } from '../../../lib/cn.ts'
import { useAccountLedger } from '../api/get-ledger.ts'
import { formatDateTime, signed } from '../lib/format.ts'

/** The credit ledger as a readable history: what changed the balance, and the balance after it. */
export function LedgerList() {
  const ledger = useAccountLedger()
  if (ledger.isPending) return <PageSpinner label="Loading your credit history..." />
  if (ledger.isError) return <p className="text-sm text-red-700">Could not load your credit history.</p>
  const entries = ledger.data.entries
  if (entries.length === 0)
    return <Card className="p-6 text-center text-slate-700">No credit activity yet.</Card>
  return (
    <Card className="divide-y divide-slate-100">
      <ul aria-label="Credit history">
        {entries.map((e) => (
          <li
            key={e.id}
            className="flex items-start justify-between gap-4 px-4 py-3"
            data-testid="ledger-entry"
          >
            <div className="min-w-0">
              <p className="font-medium">{e.label}</p>
              <p className="text-sm break-words text-slate-600">{e.description}</p>
              <p className="text-xs text-slate-500">{formatDateTime(e.createdAt)}</p>
            </div>
            <div className="shrink-0 text-right">
              <p
                className={cn(
                  'font-semibold tabular-nums',
                  e.amount > 0 ? 'text-emerald-700' : 'text-slate-900',
                )}
              >
                {signed(e.amount)} credits
              </p>
              <p className="text-xs text-slate-500 tabular-nums">Balance {e.balanceAfter}</p>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  )
}
