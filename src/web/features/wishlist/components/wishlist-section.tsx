import { Link } from 'react-router'
import { ArrowRight, Heart } from 'lucide-react'
import { Card } from '../../../components/ui/card.tsx'
import { buttonVariants } from '../../../components/ui/button.tsx'
import { paths } from '../../../config/paths.ts'
import { formatAud, tierLabel } from '../../../../shared/catalog/tiers.ts'
import { useWishlist } from '../api/get-wishlist.ts'
import { WishlistHeart } from './wishlist-heart.tsx'

/** My Library's wishlist: templates saved for later, each with its price and a way to it or off the list. */
export function WishlistSection() {
  const { data, isPending, isError } = useWishlist()
  const items = data?.items ?? []
  return (
    <section aria-labelledby="wishlist-heading" className="space-y-4">
      <h2 id="wishlist-heading" className="flex items-center gap-2 text-xl font-semibold">
        <Heart aria-hidden className="size-5 text-rose-600" /> Your wishlist
      </h2>
      {isPending ? (
        <div className="grid gap-3 sm:grid-cols-2" aria-hidden>
          <div className="h-28 animate-pulse rounded-xl bg-slate-100" />
          <div className="h-28 animate-pulse rounded-xl bg-slate-100" />
        </div>
      ) : isError ? (
        <p className="text-sm text-slate-600">Your wishlist could not be loaded. Please reload the page.</p>
      ) : items.length === 0 ? (
        <Card className="p-5 text-sm text-slate-600">
          Nothing saved yet. Tap the heart on any template to keep it here for later.{' '}
          <Link to={paths.browse()} className="font-medium text-brand-700 underline-offset-4 hover:underline">
            Browse prompts
          </Link>
        </Card>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label="Wishlist">
          {items.map(({ template }) => (
            <li key={template.id}>
              <Card className="flex h-full flex-col gap-3 p-4">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <h3 className="font-semibold leading-snug text-slate-900">{template.name}</h3>
                    <p className="mt-0.5 text-xs text-slate-500">
                      {template.category} · {tierLabel(template.tier)}
                    </p>
                  </div>
                  <WishlistHeart templateId={template.id} templateName={template.name} />
                </div>
                <p className="line-clamp-2 text-sm text-slate-600">{template.description}</p>
                <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
                  {template.onSale ? (
                    <span className="text-sm text-slate-700">
                      <span className="font-semibold">{template.creditsCost} credits</span> or{' '}
                      {formatAud(template.priceCents)}
                    </span>
                  ) : (
                    <span className="text-sm text-slate-500">No longer on sale</span>
                  )}
                  {template.onSale ? (
                    <Link
                      to={paths.prompt(template)}
                      className={buttonVariants({ size: 'sm' })}
                      aria-label={`View ${template.name}`}
                    >
                      View <ArrowRight aria-hidden />
                    </Link>
                  ) : null}
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
