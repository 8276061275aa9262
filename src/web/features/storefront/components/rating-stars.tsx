import { Star } from 'lucide-react'

/** A real rating from verified buyers; renders nothing when there is none (no invented figures). */
export function RatingStars({ rating }: { rating: { average: number; count: number } | null }) {
  if (!rating) return null
  return (
    <p className="flex items-center gap-1 text-sm text-slate-700">
      <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden />
      <span>
        <span className="font-semibold">{rating.average.toFixed(1)}</span>
        <span className="sr-only"> out of 5</span>
        <span className="text-slate-500">
          {' '}
          ({rating.count} {rating.count === 1 ? 'review' : 'reviews'})
        </span>
      </span>
    </p>
  )
}
