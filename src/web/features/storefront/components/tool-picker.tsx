import { useState } from 'react'
import { ArrowLeft, ChevronRight } from 'lucide-react'
import { categories } from '../../../../shared/catalog/categories.ts'
import { toDisplayCard } from '../../../../shared/catalog/display-card.ts'
import { tierCopy } from '../../../../shared/catalog/tier-copy.ts'
import {
  maxPerCategoryForAll,
  type CategoryFilter,
  type TierFilter,
} from '../../../../shared/catalog/tier-filter.ts'
import { tiers } from '../../../../shared/catalog/tiers.ts'
import { Button } from '../../../components/ui/button.tsx'
import { useCatalogSummary, useTemplateSamples, type TemplateFilter } from '../../catalog/public.ts'
import { useLoggedError } from '../hooks/use-logged-error.ts'
import { CategoryIcon } from './category-icon.tsx'
import { PromptCarousel } from './prompt-carousel.tsx'
import { TierFilterButtons } from './tier-filter-buttons.tsx'

// With one category chosen, the carousel shows its first prompts in the tier (the category page pages the rest).
const carouselLimit = 48

/**
 * The home/browse tool picker of spec 2: category cards with real counts, tier filter and a looping carousel.
 * Counts and tiers come from the catalogue summary, the cards from small filtered pages (decision 0016).
 */
export function ToolPicker({
  category,
  onCategoryChange,
}: {
  category: CategoryFilter
  onCategoryChange: (category: CategoryFilter) => void
}) {
  // The tier filter starts again at 'all' whenever the category changes (spec 4).
  return <PickerBody key={category} category={category} onCategoryChange={onCategoryChange} />
}

function PickerBody({
  category,
  onCategoryChange,
}: {
  category: CategoryFilter
  onCategoryChange: (category: CategoryFilter) => void
}) {
  const [tier, setTier] = useState<TierFilter>('all')
  const { data: summary } = useCatalogSummary()
  const tierParam = tier === 'all' ? undefined : tier
  const filters: TemplateFilter[] =
    category === 'all'
      ? categories.map((c) => ({ category: c.key, tier: tierParam, limit: maxPerCategoryForAll }))
      : [{ category, tier: tierParam, limit: carouselLimit }]
  const { lists, error } = useTemplateSamples(filters)
  useLoggedError(error)
  const countOf = (key: (typeof categories)[number]['key']) => summary?.categories[key]?.count ?? 0
  const inScope = category === 'all' ? categories.map((c) => c.key) : [category]
  const available = tiers.filter((t) => inScope.some((key) => (summary?.categories[key]?.tiers[t] ?? 0) > 0))
  const cards = (category === 'all' ? interleaveByCategory(lists.flat()) : lists.flat()).map((t) =>
    toDisplayCard(t),
  )
  const current = categories.find((c) => c.key === category)

  return (
    <div className="space-y-6">
      {current ? (
        <div className="space-y-4">
          <Button variant="ghost" size="sm" onClick={() => onCategoryChange('all')} className="-ml-3">
            <ArrowLeft aria-hidden /> Back to Categories
          </Button>
          <div className="flex items-start gap-4">
            <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
              <CategoryIcon category={current.key} className="size-6" />
            </span>
            <div>
              <h2 className="text-2xl font-semibold text-slate-900">{current.name}</h2>
              <p className="mt-1 text-slate-600">{current.description}</p>
            </div>
          </div>
        </div>
      ) : (
        <div>
          <h2 className="text-2xl font-semibold text-slate-900">Choose a category</h2>
          <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
            {categories.map((c) => (
              <li key={c.key}>
                <button
                  type="button"
                  onClick={() => onCategoryChange(c.key)}
                  className="group flex h-full w-full items-center gap-3 rounded-2xl bg-white p-4 text-left shadow-sm ring-1 ring-slate-200 transition hover:ring-brand-500 lg:flex-col lg:items-start"
                >
                  <span className="flex items-center justify-between lg:w-full">
                    <span className="grid size-10 place-items-center rounded-lg bg-brand-50 text-brand-700">
                      <CategoryIcon category={c.key} className="size-5" />
                    </span>
                    <ChevronRight
                      className="hidden size-4 text-slate-400 group-hover:text-brand-600 lg:block"
                      aria-hidden
                    />
                  </span>
                  <span className="flex min-w-0 flex-1 flex-col lg:mt-1">
                    <span className="font-semibold text-slate-900">{c.name}</span>
                    <span className="mt-0.5 text-sm text-slate-600" data-testid={`count-${c.key}`}>
                      {countOf(c.key)} {countOf(c.key) === 1 ? 'prompt' : 'prompts'}
                    </span>
                  </span>
                  <ChevronRight
                    className="size-4 shrink-0 text-slate-400 group-hover:text-brand-600 lg:hidden"
                    aria-hidden
                  />
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}

      <div className="space-y-3">
        {!current && <h2 className="text-lg font-semibold text-slate-900">A taste of every category</h2>}
        {available.length > 0 && (
          <TierFilterButtons
            label="Complexity"
            allLabel="All Complexities"
            tiers={available}
            value={tier}
            onChange={setTier}
          />
        )}
        {tier !== 'all' && (
          <p className="text-sm text-slate-600" data-testid="tier-description">
            <span className="font-semibold text-slate-900">{tierCopy[tier].label}: </span>
            {tierCopy[tier].description}
          </p>
        )}
      </div>

      {cards.length > 0 ? (
        <PromptCarousel
          key={`${category}-${tier}`}
          cards={cards}
          label={current ? `${current.name} prompts` : 'Prompts from every category'}
          fromCategory={current?.key ?? null}
        />
      ) : (
        <p className="rounded-2xl bg-white p-8 text-center text-slate-600 ring-1 ring-slate-200">
          No prompts found for the selected filter.
        </p>
      )}
    </div>
  )
}

// 'A taste of every category': one from each category in turn, so the first row shows variety.
function interleaveByCategory<T extends { categoryKey: string }>(items: T[]): T[] {
  const queues = categories.map((c) => items.filter((i) => i.categoryKey === c.key))
  const out: T[] = []
  for (let round = 0; out.length < items.length; round++)
    for (const q of queues) if (q[round]) out.push(q[round])
  return out
}
