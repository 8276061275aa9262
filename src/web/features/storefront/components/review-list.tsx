import { Star } from 'lucide-react'
import type { Review } from '../../../../shared/catalog/storefront.ts'
import { formatLongDate } from '../../../lib/plain-format.ts'

export function Stars({ stars }: { stars: number }) {
  return (
    <span className="flex items-center gap-0.5" role="img" aria-label={`${stars} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          className={n <= stars ? 'size-4 fill-amber-400 text-amber-400' : 'size-4 text-slate-300'}
          aria-hidden
        />
      ))}
    </span>
  )
}

/** Real reviews by verified buyers, or the honest empty state. */
export function ReviewList({ reviews, empty }: { reviews: Review[]; empty: string }) {
  if (reviews.length === 0)
    return <p className="rounded-2xl bg-white p-6 text-slate-600 ring-1 ring-slate-200">{empty}</p>
  return (
    <ul className="space-y-4">
      {reviews.map((r) => (
        <li key={r.id} className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Stars stars={r.stars} />
            <span className="text-xs text-slate-500">{formatLongDate(r.createdAt)}</span>
          </div>
          {r.text && <p className="mt-2 text-slate-700">“{r.text}”</p>}
          <p className="mt-2 text-sm font-medium text-slate-900">
            {r.author} <span className="font-normal text-slate-500">· verified buyer</span>
          </p>
        </li>
      ))}
    </ul>
  )
}
