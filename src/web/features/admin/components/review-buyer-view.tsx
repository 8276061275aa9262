import { Clock } from 'lucide-react'
import { Card } from '../../../components/ui/card.tsx'
import { formatAud } from '../../../../shared/catalog/tiers.ts'
import type { ReviewDetail } from '../../../../shared/admin/review.ts'
import { DetailSections, TierBadge } from '../../storefront/public.ts'

/** The top of the detail page as buyers will see it, from the version under review (not from the store). */
export function ReviewBuyerView({ review }: { review: ReviewDetail }) {
  const c = review.content
  return (
    <Card className="space-y-8 p-4 sm:p-6" data-testid="review-buyer-view">
      <header className="space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <span className="inline-flex items-center rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700 ring-1 ring-inset ring-brand-200">
            {c.category}
          </span>
          <TierBadge tier={c.tier} />
          {c.detail?.minutes ? (
            <span className="inline-flex items-center gap-1 text-xs text-slate-500">
              <Clock className="size-3.5" aria-hidden /> {c.detail.minutes} min
            </span>
          ) : null}
        </div>
        <h3 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{c.name}</h3>
        <p className="text-sm text-slate-600">
          by <span className="font-medium text-brand-700">{review.creator.displayName}</span>
        </p>
        <p className="max-w-3xl text-base leading-relaxed text-slate-600 sm:text-lg">{c.description}</p>
        <p className="text-sm font-medium text-slate-900">
          {c.creditsCost} credits or {formatAud(c.priceCents)}{' '}
          <span className="font-normal text-slate-500">(the {c.tier} tier's price)</span>
        </p>
      </header>
      {c.howToUse && (
        <section>
          <h4 className="text-lg font-semibold text-slate-900">How to use</h4>
          <p className="mt-2 whitespace-pre-wrap leading-relaxed text-slate-700">{c.howToUse}</p>
        </section>
      )}
      {c.detail ? (
        <DetailSections detail={c.detail} />
      ) : (
        <p className="text-sm text-slate-500">
          No detail-page sections: buyers see the name, description and price.
        </p>
      )}
    </Card>
  )
}
