import { useSearchParams } from 'react-router'
import { AlertTriangle } from 'lucide-react'
import { Card } from '../../components/ui/card.tsx'
import { Label } from '../../components/ui/input.tsx'
import { NativeSelect } from '../../components/ui/native-select.tsx'
import { PageSpinner } from '../../components/ui/spinner.tsx'
import { tierLabel } from '../../../shared/catalog/tiers.ts'
import { useInsights } from '../../features/admin/api/get-insights.ts'
import { AdminPage, EmptyState } from '../../features/admin/components/admin-page.tsx'
import { BarChart } from '../../features/admin/components/bar-chart.tsx'
import { DataTable } from '../../features/admin/components/data-table.tsx'
import { DetailsText } from '../../features/admin/components/details-text.tsx'
import { StatusBadge } from '../../features/admin/components/status-badge.tsx'
import { formatAud, formatDateTime, formatDollars } from '../../features/admin/lib/format.ts'

const periods = [7, 30, 90]
const kindLabels: Record<string, string> = {
  credits: 'Credit packages',
  gift: 'Gift cards',
  prompt: 'Prompts (one-time)',
}
const shortDay = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' })
const longDay = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' })

export default function AdminInsightsPage() {
  const [params, setParams] = useSearchParams()
  const days = periods.includes(Number(params.get('days'))) ? Number(params.get('days')) : 30
  const { data, isPending, isError } = useInsights(days)

  return (
    <AdminPage
      title="Insights"
      description="Paid orders (UTC days), purchases by tier, searches and security events."
      actions={
        <div className="flex items-center gap-2">
          <Label htmlFor="insights-days">Period</Label>
          <NativeSelect
            id="insights-days"
            className="w-40"
            value={days}
            onChange={(e) => setParams({ days: e.target.value }, { replace: true })}
          >
            {periods.map((p) => (
              <option key={p} value={p}>
                Last {p} days
              </option>
            ))}
          </NativeSelect>
        </div>
      }
    >
      {isPending ? (
        <PageSpinner />
      ) : isError ? (
        <EmptyState>Could not load the insights. Please try again.</EmptyState>
      ) : (
        <>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
            <Stat label="Paid orders" value={String(data.totals.orders)} />
            <Stat label="Revenue" value={formatAud(data.totals.revenueCents)} />
            <Stat label="Refunded" value={formatAud(data.totals.refundedCents)} />
          </div>

          <Card className="p-4 sm:p-6">
            <h3 className="mb-3 text-base font-semibold">Sales per day</h3>
            <BarChart
              title={`Revenue per day, last ${days} days`}
              summary={`${data.totals.orders} paid orders worth ${formatAud(data.totals.revenueCents)} in the last ${days} days.`}
              valueHeader="Revenue (orders)"
              bars={data.salesPerDay.map((d) => ({
                label: longDay.format(new Date(d.day)),
                shortLabel: shortDay.format(new Date(d.day)),
                value: d.revenueCents,
                display: `${formatDollars(d.revenueCents)} (${d.orders})`,
              }))}
            />
          </Card>

          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            <Card className="p-4 sm:p-6">
              <h3 className="mb-3 text-base font-semibold">Prompt purchases by tier</h3>
              <TierBars rows={data.byTier} />
            </Card>
            <Card className="p-4 sm:p-6">
              <h3 className="mb-3 text-base font-semibold">Revenue by kind</h3>
              {data.byKind.length === 0 ? (
                <p className="text-sm text-slate-600">No paid orders in this period.</p>
              ) : (
                <ul className="space-y-2 text-sm">
                  {data.byKind.map((k) => (
                    <li key={k.kind} className="flex justify-between gap-2">
                      <span>{kindLabels[k.kind] ?? k.kind}</span>
                      <span className="font-medium">
                        {formatAud(k.revenueCents)} · {k.orders} order{k.orders === 1 ? '' : 's'}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </Card>
          </div>

          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            <DataTable
              caption="Top searches"
              empty="No searches in this period."
              rows={data.topSearches}
              rowKey={(r) => r.query}
              columns={[
                { header: 'Query', cell: (r) => r.query },
                { header: 'Searches', cell: (r) => r.searches },
                { header: 'Avg. results', cell: (r) => r.averageResults },
              ]}
            />
            <DataTable
              caption="Searches with no results"
              empty="Every search found something."
              rows={data.noResultSearches}
              rowKey={(r) => r.query}
              columns={[
                { header: 'Query', cell: (r) => r.query },
                { header: 'Searches', cell: (r) => r.searches },
              ]}
            />
          </div>

          <DataTable
            caption="Recent security events"
            empty="No security events."
            rows={data.securityEvents}
            rowKey={(r) => r.id}
            actions={
              <p className="flex flex-wrap gap-2 text-xs text-slate-600">
                {data.securityCounts.map((c) => (
                  <span key={c.type}>
                    {c.type.replace(/_/g, ' ')}: {c.count}
                  </span>
                ))}
              </p>
            }
            columns={[
              { header: 'When', cell: (r) => formatDateTime(r.createdAt) },
              {
                header: 'Type',
                cell: (r) => (
                  <span className="inline-flex items-center gap-1">
                    {r.type === 'suspicious_activity' && (
                      <AlertTriangle className="size-4 text-red-600" aria-hidden />
                    )}
                    <StatusBadge status={r.type} />
                  </span>
                ),
              },
              { header: 'Account', cell: (r) => r.userEmail ?? '—' },
              { header: 'Address', cell: (r) => r.ip ?? '—' },
              { header: 'Details', cell: (r) => <DetailsText details={r.details} /> },
            ]}
          />
        </>
      )}
    </AdminPage>
  )
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Card className="p-4">
      <p className="text-sm text-slate-600">{label}</p>
      <p className="mt-1 text-2xl font-bold tracking-tight">{value}</p>
    </Card>
  )
}

function TierBars({
  rows,
}: {
  rows: { tier: 'daily' | 'boost' | 'super'; purchases: number; byCredits: number; direct: number }[]
}) {
  const max = Math.max(1, ...rows.map((r) => r.purchases))
  const colors = { daily: 'bg-daily', boost: 'bg-boost', super: 'bg-super' }
  return (
    <ul className="space-y-3">
      {rows.map((r) => (
        <li key={r.tier} className="space-y-1">
          <div className="flex justify-between text-sm">
            <span className="font-medium">{tierLabel(r.tier)}</span>
            <span className="text-slate-600">
              {r.purchases} ({r.byCredits} with credits, {r.direct} paid directly)
            </span>
          </div>
          <div className="h-3 rounded-full bg-slate-100" aria-hidden>
            <div
              className={`h-3 rounded-full ${colors[r.tier]}`}
              style={{ width: `${(r.purchases / max) * 100}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  )
}
