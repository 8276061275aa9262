import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { PublicTemplate } from '../../../../shared/catalog/public-template.ts'
import { categoryOf } from '../../../../shared/catalog/categories.ts'
import { paths } from '../../../config/paths.ts'
import { BackLink } from './back-link.tsx'
import { RatingStars } from './rating-stars.tsx'
import { TierBadge } from './tier-badge.tsx'
import { WishlistHeart } from '../../wishlist/public.ts'
import { CreatorByline } from '../../creators/public.ts'

/** The top of every detail page: back link, category and tier badges, title, real rating, description. */
export function DetailHeading({ template, children }: { template: PublicTemplate; children?: ReactNode }) {
  const category = categoryOf(template.categoryKey)
  return (
    <header className="min-w-0 lg:col-start-1">
      <BackLink />
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <Link
          to={paths.category(category.key)}
          className="inline-flex items-center rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700 ring-1 ring-inset ring-brand-200 hover:bg-brand-100"
        >
          {category.name}
        </Link>
        <TierBadge tier={template.tier} />
      </div>
      <div className="mt-3 flex items-start justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{template.name}</h1>
        <WishlistHeart templateId={template.id} templateName={template.name} size="lg" className="mt-0.5" />
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1">
        <RatingStars rating={template.rating} />
        <CreatorByline creator={template.creator} />
      </div>
      <p className="mt-3 max-w-3xl text-lg leading-relaxed text-slate-600">{template.description}</p>
      {children}
    </header>
  )
}
