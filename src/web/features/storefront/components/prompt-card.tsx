import { Link } from 'react-router'
import { ArrowRight, Check } from 'lucide-react'
import type { DisplayCard } from '../../../../shared/catalog/display-card.ts'
import { Card } from '../../../components/ui/card.tsx'
import { buttonVariants } from '../../../components/ui/button.tsx'
import { paths } from '../../../config/paths.ts'
import { rememberCategory } from '../remembered-category.ts'
import { RatingStars } from './rating-stars.tsx'
import { TierBadge } from './tier-badge.tsx'
import { WishlistHeart } from '../../wishlist/public.ts'
import { CreatorByline } from '../../creators/public.ts'

/** A tool-picker card: name, who sells it, description, up to 3 outcomes, real rating if any, tier badge and Explore. */
export function PromptCard({ card, fromCategory }: { card: DisplayCard; fromCategory: string | null }) {
  return (
    <Card className="flex h-full flex-col p-5" data-testid="prompt-card">
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-lg font-semibold leading-snug text-slate-900">{card.name}</h3>
        <TierBadge tier={card.tier} className="shrink-0" />
      </div>
      <CreatorByline creator={card.creator} className="mt-1" />
      <p className="mt-2 line-clamp-3 text-sm text-slate-600">{card.description}</p>
      <ul className="mb-5 mt-4 space-y-1.5 text-sm text-slate-700">
        {card.outcomes.map((line) => (
          <li key={line} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
            <span>{line}</span>
          </li>
        ))}
      </ul>
      <div className="mt-auto flex items-center justify-between gap-3">
        <RatingStars rating={card.rating} />
        {/* Beside Explore, not beside the title: the title wraps as on the server-rendered card (no shift). */}
        <WishlistHeart templateId={card.id} templateName={card.name} className="ml-auto" />
        <Link
          to={paths.prompt(card)}
          onClick={() => rememberCategory(fromCategory)}
          className={buttonVariants({ size: 'sm' })}
          aria-label={`Explore ${card.name}`}
        >
          Explore <ArrowRight aria-hidden />
        </Link>
      </div>
    </Card>
  )
}
