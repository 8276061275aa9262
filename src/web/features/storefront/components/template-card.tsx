import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { categoryOf } from '../../../../shared/catalog/categories.ts'
import type { DisplayCard } from '../../../../shared/catalog/display-card.ts'
import { Card } from '../../../components/ui/card.tsx'
import { paths } from '../../../config/paths.ts'
import { cn } from '../../../lib/cn.ts'
import { RatingStars } from './rating-stars.tsx'
import { TierBadge } from './tier-badge.tsx'
import { CreatorByline } from '../../creators/public.ts'

/**
 * A catalogue card: tier and category, the name (the link to the prompt), description, the buyers' real rating
 * when there is one, and the price in AUD with its credit cost. `corner` takes a small control beside the badges
 * (a wishlist heart); it sits outside the link, so it is its own tab stop.
 */
export function TemplateCard({
  card,
  corner,
  heading: Heading = 'h3',
  onOpen,
  className,
}: {
  card: DisplayCard
  corner?: ReactNode
  heading?: 'h2' | 'h3'
  onOpen?: () => void
  className?: string
}) {
  return (
    <Card
      className={cn(
        'relative flex h-full flex-col p-4 transition focus-within:ring-brand-500 hover:ring-brand-500 sm:p-5',
        className,
      )}
      data-testid="template-card"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <TierBadge tier={card.tier} />
          <span className="text-xs font-medium text-slate-600">{categoryOf(card.categoryKey).name}</span>
        </div>
        {corner ? <div className="relative z-10 -mr-1 -mt-1 shrink-0">{corner}</div> : null}
      </div>
      <Heading className="mt-3 text-base font-semibold leading-snug text-slate-900">
        {/* The whole card is the link's target area; the text stays the accessible name. */}
        <Link
          to={paths.prompt(card)}
          onClick={onOpen}
          className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
        >
          {card.name}
        </Link>
      </Heading>
      <p className="mt-1.5 line-clamp-2 text-sm text-slate-600">{card.description}</p>
      <CreatorByline creator={card.creator} className="mt-2" />
      <div className="mt-auto flex flex-wrap items-end justify-between gap-x-3 gap-y-1 pt-4">
        <p className="leading-tight">
          <span className="block text-lg font-bold text-slate-900" data-testid="card-price">
            {card.priceText}
          </span>
          <span className="text-sm text-slate-600" data-testid="card-credits">
            or {card.credits} {card.credits === 1 ? 'credit' : 'credits'}
          </span>
        </p>
        <RatingStars rating={card.rating} />
      </div>
    </Card>
  )
}
