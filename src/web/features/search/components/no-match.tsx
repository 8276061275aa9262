import type { ReactNode } from 'react'
import { SearchX } from 'lucide-react'

/** Nothing in the catalogue fits the request: say so plainly, then (children) at most a few loosely related ones. */
export function NoMatch({ query, children }: { query: string; children?: ReactNode }) {
  return (
    <div className="mt-5" data-testid="no-match">
      <div className="flex gap-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
        <SearchX className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden />
        <div>
          <h3 className="font-semibold text-slate-900">We don't have a prompt for that yet</h3>
          <p className="mt-1 text-sm text-slate-600">
            Nothing in the catalogue is made for “{query}”. Try describing it another way, or look through the
            categories.
          </p>
        </div>
      </div>
      {children && (
        <>
          <h4 className="mt-4 text-sm font-semibold text-slate-700">Loosely related</h4>
          {children}
        </>
      )}
    </div>
  )
}
