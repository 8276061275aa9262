import type { ReactNode } from 'react'
import { usePageMeta } from '../../../lib/page-meta.ts'

/** The heading block of a console page. */
export function AdminPage({
  title,
  description,
  actions,
  children,
}: {
  title: string
  description?: string
  actions?: ReactNode
  children: ReactNode
}) {
  usePageMeta(`Admin · ${title}`)
  return (
    <section aria-labelledby="admin-page-title" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="admin-page-title" className="text-2xl font-bold tracking-tight text-slate-900">
            {title}
          </h2>
          {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </section>
  )
}

/** A muted message for loading failures and empty lists. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-sm text-slate-600">
      {children}
    </p>
  )
}
