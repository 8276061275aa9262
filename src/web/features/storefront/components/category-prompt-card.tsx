import { Link } from 'react-router'
import { ArrowRight, Award, Check } from 'lucide-react'
import type { DisplayCard } from '../../../../shared/catalog/display-card.ts'
import { Card } from '../../../components/ui/card.tsx'
import { buttonVariants } from '../../../components/ui/button.tsx'
import { paths } from '../../../config/paths.ts'
import { rememberCategory } from '../remembered-category.ts'
import { RatingStars } from './rating-stars.tsx'
import { TierBadge } from './tier-badge.tsx'
import { WishlistHeart } from '../../wishlist/public.ts'
import { CreatorByline } from '../../creators/public.ts'

const maxFeatures = 4

/** A category-page card: real Bestseller badge, tier tag, name, real rating, features, price and Get Started. */
export function CategoryPromptCard({ card }: { card: DisplayCard }) {
  return (
    <Card className="flex h-full flex-col p-5 sm:p-6" data-testid="category-card">
      <div className="flex flex-wrap items-center gap-2">
        <TierBadge tier={card.tier} />
        {card.isBestseller && (
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
            <Award className="size-3.5" aria-hidden /> Bestseller
          </span>
        )}
        <WishlistHeart templateId={card.id} templateName={card.name} className="ml-auto" />
      </div>
      <h2 className="mt-3 text-xl font-semibold text-slate-900">{card.name}</h2>
      <div className="mt-1 flex min-h-0 flex-wrap items-center gap-x-4 gap-y-1">
        <RatingStars rating={card.rating} />
        <CreatorByline creator={card.creator} />
      </div>
      <p className="mt-2 text-sm text-slate-600">{card.description}</p>
      <ul className="mb-5 mt-4 space-y-1.5 text-sm text-slate-700">
        {card.features.slice(0, maxFeatures).map((f) => (
          <li key={f} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
            <span>{f}</span>
          </li>
        ))}
      </ul>
      <div className="mt-auto flex flex-wrap items-end justify-between gap-3 border-t border-slate-100 pt-5">
        <p>
          <span className="block text-xl font-bold text-slate-900">{card.priceText}</span>
          <span className="text-sm text-slate-600">or {card.credits} credits</span>
        </p>
        <Link
          to={paths.prompt(card)}
          onClick={() => rememberCategory(card.categoryKey)}
          className={buttonVariants()}
          aria-label={`Get Started with ${card.name}`}
        >
          Get Started <ArrowRight aria-hidden />
        </Link>
      </div>
    </Card>
  )
}
