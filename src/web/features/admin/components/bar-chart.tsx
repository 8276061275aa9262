import { useId } from 'react'

export type Bar = { label: string; shortLabel: string; value: number; display: string }

/**
 * A small SVG bar chart (no chart library): a titled image for screen readers, each bar with its own tooltip,
 * and the same numbers in a table under "Show the numbers".
 */
export function BarChart({
  title,
  summary,
  bars,
  valueHeader,
  labelHeader = 'Day',
  color = 'var(--color-brand-600)',
}: {
  title: string
  summary: string
  bars: Bar[]
  valueHeader: string
  /** The first column of the numbers table (the bars' labels). */
  labelHeader?: string
  color?: string
}) {
  const id = useId()
  const width = 640
  const height = 160
  const max = Math.max(1, ...bars.map((b) => b.value))
  const slot = width / Math.max(1, bars.length)
  const barWidth = Math.max(2, slot * 0.7)
  const every = Math.ceil(bars.length / 8)
  return (
    <figure className="space-y-2">
      {/* Bars stretch to the width; the day labels are HTML below, so they never distort. */}
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-40 w-full"
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        preserveAspectRatio="none"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        <line x1={0} x2={width} y1={height - 0.5} y2={height - 0.5} stroke="#cbd5e1" />
        {bars.map((b, i) => {
          const h = ((height - 4) * b.value) / max
          return (
            <rect
              key={b.label}
              x={i * slot + (slot - barWidth) / 2}
              y={height - h}
              width={barWidth}
              height={Math.max(h, b.value > 0 ? 1 : 0)}
              fill={color}
            >
              <title>{`${b.label}: ${b.display}`}</title>
            </rect>
          )
        })}
      </svg>
      <div className="relative h-4 text-xs text-slate-500" aria-hidden>
        {bars.map((b, i) =>
          i % every === 0 ? (
            <span
              key={b.label}
              className={`absolute -translate-x-1/2 whitespace-nowrap first:translate-x-0 ${(i / every) % 2 ? 'max-sm:hidden' : ''}`}
              style={{ left: `${((i + 0.5) / bars.length) * 100}%` }}
            >
              {b.shortLabel}
            </span>
          ) : null,
        )}
      </div>
      <figcaption className="text-sm text-slate-600">{summary}</figcaption>
      <details className="text-sm">
        <summary className="cursor-pointer text-brand-700">Show the numbers</summary>
        <div className="mt-2 max-h-64 overflow-y-auto">
          <table className="w-full text-left">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="text-xs uppercase text-slate-500">
                <th scope="col" className="py-1">
                  {labelHeader}
                </th>
                <th scope="col" className="py-1">
                  {valueHeader}
                </th>
              </tr>
            </thead>
            <tbody>
              {bars.map((b) => (
                <tr key={b.label} className="border-t border-slate-100">
                  <th scope="row" className="py-1 font-normal">
                    {b.label}
                  </th>
                  <td className="py-1">{b.display}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  )
}
