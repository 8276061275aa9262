import { Link, useSearchParams } from 'react-router'
import { FlaskConical, Info } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { paths } from '../../../config/paths.ts'
import { ApiError } from '../../../lib/api-client.ts'
import { usePageMeta } from '../../../lib/page-meta.ts'
import { useEarnings } from '../api/get-earnings.ts'
import { BalanceSummary } from '../components/balance-summary.tsx'
import { EarningsActivity } from '../components/earnings-activity.tsx'
import { PayoutHistory } from '../components/payout-history.tsx'
import { PayoutPanel } from '../components/payout-panel.tsx'
import { SalesByWeek } from '../components/sales-by-week.tsx'

/** /studio/earnings: a creator's earnings (85% of each sale), payouts and sales by week (issue 24). */
export default function EarningsPage() {
  usePageMeta('Your earnings', 'What your templates earned, what is payable, and your payouts.')
  const { data, isPending, isError, error, refetch } = useEarnings()
  const [params] = useSearchParams()
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Your earnings</h1>
        <p className="mt-1 text-slate-600">
          You earn 85% of every sale of your templates. A sale becomes payable 14 days after it was made.
        </p>
      </div>
      {isPending ? (
        <div className="space-y-3" aria-hidden>
          <div className="grid gap-3 sm:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <div key={i} className="h-28 animate-pulse rounded-2xl bg-slate-100" />
            ))}
          </div>
          <div className="h-24 animate-pulse rounded-2xl bg-slate-100" />
          <div className="h-48 animate-pulse rounded-2xl bg-slate-100" />
        </div>
      ) : isError ? (
        error instanceof ApiError && error.code === 'not_a_creator' ? (
          <Card className="space-y-3 p-6">
            <h2 className="text-lg font-semibold text-slate-900">This page is for creators</h2>
            <p className="text-slate-600">
              Creators sell their own templates on PromptMarket and keep 85% of every sale.
            </p>
            <Button asChild>
              <Link to={paths.promptBuilder()}>Apply to sell templates</Link>
            </Button>
          </Card>
        ) : (
          <Card className="p-5 text-sm text-slate-600">
            Your earnings could not be loaded.{' '}
            <Button variant="link" className="h-auto p-0" onClick={() => void refetch()}>
              Try again
            </Button>
          </Card>
        )
      ) : (
        <>
          {data.account.testMode && (
            <p className="flex items-start gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
              <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden />
              Test mode: payouts are simulated here and no money moves.
            </p>
          )}
          {params.get('onboarding') === 'done' && data.account.status !== 'active' && (
            <p
              className="flex items-start gap-2 rounded-xl bg-sky-50 px-4 py-3 text-sm text-sky-900 ring-1 ring-sky-200"
              role="status"
            >
              <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
              Thanks. Payouts switch on as soon as Stripe has checked your details; this can take a few
              minutes.
            </p>
          )}
          <BalanceSummary data={data} />
          <PayoutPanel data={data} />
          <section aria-labelledby="sales-chart" className="space-y-3">
            <h2 id="sales-chart" className="text-lg font-semibold text-slate-900">
              Sales by week
            </h2>
            <Card className="p-4 sm:p-5">
              <SalesByWeek weeks={data.weeks} />
            </Card>
          </section>
          <section aria-labelledby="activity" className="space-y-3">
            <h2 id="activity" className="text-lg font-semibold text-slate-900">
              Sales and refunds
            </h2>
            <EarningsActivity entries={data.entries} />
          </section>
          <section aria-labelledby="payouts" className="space-y-3">
            <h2 id="payouts" className="text-lg font-semibold text-slate-900">
              Payouts
            </h2>
            <PayoutHistory payouts={data.payouts} />
          </section>
        </>
      )}
    </div>
  )
}
