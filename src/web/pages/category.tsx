import { useMemo } from 'react'
import { Link, useParams, useSearchParams } from 'react-router'
import { ArrowLeft } from 'lucide-react'
import { categoryByPath, type Category } from '../../shared/catalog/categories.ts'
import { toDisplayCard } from '../../shared/catalog/display-card.ts'
import { tierCopy } from '../../shared/catalog/tier-copy.ts'
import { isTierFilter, type TierFilter } from '../../shared/catalog/tier-filter.ts'
import { tiers } from '../../shared/catalog/tiers.ts'
import { Button } from '../components/ui/button.tsx'
import { PageSpinner } from '../components/ui/spinner.tsx'
import { paths } from '../config/paths.ts'
import { useBestsellers } from '../features/catalog/api/get-bestsellers.ts'
import { useTemplatePages } from '../features/catalog/api/get-template-pages.ts'
import { CategoryIcon } from '../features/storefront/components/category-icon.tsx'
import { CategoryPromptCard } from '../features/storefront/components/category-prompt-card.tsx'
import { TierFilterButtons } from '../features/storefront/components/tier-filter-buttons.tsx'
import { useLoggedError } from '../features/storefront/hooks/use-logged-error.ts'
import { usePageMeta } from '../lib/page-meta.ts'
import { useNotFoundStatus } from '../lib/page-status.ts'

// Prompts per request on the category page; more load on demand.
const pageSize = 24

export default function CategoryPage() {
  const { categoryPath = '' } = useParams()
  const category = categoryByPath(categoryPath)
  usePageMeta(
    category ? `${category.name} prompts` : 'Category not found',
    category ? `${category.name}: ${category.description}` : undefined,
  )
  if (!category) return <CategoryNotFound />
  return <CategoryListing category={category} />
}

function CategoryListing({ category }: { category: Category }) {
  const categoryKey = category.key
  const [params, setParams] = useSearchParams()
  const rawTier = params.get('tier')
  const tier: TierFilter = isTierFilter(rawTier) ? rawTier : 'all'
  // A page at a time from the server (decision 0016): the category and tier are filtered there.
  const { items, isPending, error, hasNextPage, fetchNextPage, isFetchingNextPage } = useTemplatePages({
    category: categoryKey,
    tier: tier === 'all' ? undefined : tier,
    limit: pageSize,
  })
  useLoggedError(error)
  const { data: bestsellerIds } = useBestsellers()
  const cards = useMemo(() => items.map((t) => toDisplayCard(t, { bestsellerIds })), [items, bestsellerIds])
  const setTier = (next: TierFilter) =>
    setParams(next === 'all' ? {} : { tier: next }, { replace: true, preventScrollReset: true })

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <Button asChild variant="ghost" size="sm" className="-ml-3">
        <Link to={paths.browse({ category: categoryKey })}>
          <ArrowLeft aria-hidden /> Back to Browse
        </Link>
      </Button>
      <header className="mt-4 flex items-start gap-4">
        <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700 sm:size-14">
          <CategoryIcon category={categoryKey} className="size-6 sm:size-7" />
        </span>
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{category.name}</h1>
          <p className="mt-2 max-w-2xl text-slate-600">{category.description}</p>
        </div>
      </header>

      <div className="mt-8 space-y-3">
        <TierFilterButtons
          label="Filter by tier"
          allLabel="All Prompts"
          tiers={tiers}
          value={tier}
          onChange={setTier}
        />
        <p className="min-h-5 text-sm text-slate-600" data-testid="tier-blurb">
          {tier === 'all'
            ? 'Every prompt in this category, from quick daily helpers to in-depth plans.'
            : tierCopy[tier].blurb}
        </p>
      </div>

      <div className="mt-6">
        {isPending ? (
          <PageSpinner label="Loading prompts..." />
        ) : cards.length === 0 ? (
          <p className="rounded-2xl bg-white p-8 text-center text-slate-600 ring-1 ring-slate-200">
            No prompts found for the selected filter.
          </p>
        ) : (
          <>
            <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 md:gap-6">
              {cards.map((card) => (
                <li key={card.id}>
                  <CategoryPromptCard card={card} />
                </li>
              ))}
            </ul>
            {hasNextPage && (
              <div className="mt-8 flex justify-center">
                <Button
                  variant="secondary"
                  onClick={() => void fetchNextPage()}
                  disabled={isFetchingNextPage}
                >
                  {isFetchingNextPage ? 'Loading...' : 'Load more prompts'}
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </div>
  )
}

function CategoryNotFound() {
  useNotFoundStatus()
  return (
    <div className="mx-auto max-w-lg px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">Category not found</h1>
      <p className="mt-2 text-slate-600">There is no category at this address.</p>
      <Button asChild className="mt-8">
        <Link to={paths.browse()}>Back to Browse</Link>
      </Button>
    </div>
  )
}
