import type { ReactNode } from 'react'
import { Card } from '../../../components/ui/card.tsx'

export type Column<T> = { header: string; cell: (row: T) => ReactNode; className?: string }

/** A captioned table that scrolls sideways on narrow screens instead of squeezing its columns. */
export function DataTable<T>({
  caption,
  rows,
  columns,
  rowKey,
  empty,
  actions,
}: {
  caption: string
  rows: T[]
  columns: Column<T>[]
  rowKey: (row: T) => string
  empty: string
  actions?: ReactNode
}) {
  return (
    <Card className="overflow-hidden">
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <h3 className="text-base font-semibold text-slate-900">{caption}</h3>
        {actions}
      </div>
      {rows.length === 0 ? (
        <p className="px-4 py-6 text-sm text-slate-600">{empty}</p>
      ) : (
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
              <tr>
                {columns.map((c) => (
                  <th key={c.header} scope="col" className="px-4 py-2 font-medium">
                    {c.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((r) => (
                <tr key={rowKey(r)} className="align-top">
                  {columns.map((c) => (
                    <td key={c.header} className={c.className ?? 'px-4 py-2 text-slate-800'}>
                      {c.cell(r)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  )
}
