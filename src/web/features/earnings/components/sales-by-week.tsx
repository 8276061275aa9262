import { BarChart } from '../../admin/public.ts'
import type { SalesWeek } from '../../../../shared/earnings/earnings-dashboard.ts'
import { formatMoney } from '../lib/format-money.ts'

const weekLabel = (weekStart: string, month: 'short' | 'long') =>
  new Date(`${weekStart}T00:00:00`).toLocaleDateString('en-AU', { day: 'numeric', month })

/** The creator's share of sales per week (Monday to Sunday, Sydney), the last 12 weeks. */
export function SalesByWeek({ weeks }: { weeks: SalesWeek[] }) {
  const total = weeks.reduce((s, w) => s + w.salesCents, 0)
  const sales = weeks.reduce((s, w) => s + w.sales, 0)
  return (
    <BarChart
      title="Your sales by week"
      summary={
        sales === 0
          ? 'No sales in the last 12 weeks yet.'
          : `${sales} sale${sales === 1 ? '' : 's'} in the last 12 weeks, earning you ${formatMoney(total)}.`
      }
      labelHeader="Week of"
      valueHeader="You earned"
      bars={weeks.map((w) => ({
        label: `Week of ${weekLabel(w.weekStart, 'long')}`,
        shortLabel: weekLabel(w.weekStart, 'short'),
        value: w.salesCents,
        display: `${formatMoney(w.salesCents)} (${w.sales} sale${w.sales === 1 ? '' : 's'})`,
      }))}
    />
  )
}
