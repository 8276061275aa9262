import { useId, useState, type FormEvent } from 'react'
import { useSearchParams } from 'react-router'
import { categories } from '../../../../shared/catalog/categories.ts'
import {
  catalogueSortLabels,
  catalogueSorts,
  minRatingChoices,
  type CatalogueSort,
} from '../../../../shared/catalog/catalogue-sort.ts'
import { toDisplayCard } from '../../../../shared/catalog/display-card.ts'
import { tierLabel, tiers } from '../../../../shared/catalog/tiers.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Input, Label } from '../../../components/ui/input.tsx'
import { NativeSelect } from '../../../components/ui/native-select.tsx'
import { useTemplatePages } from '../../catalog/public.ts'
import {
  dollarsOf,
  hasFilters,
  readBrowseState,
  writeBrowseState,
  type BrowseChange,
  type BrowseState,
} from '../browse-state.ts'
import { useLoggedError } from '../hooks/use-logged-error.ts'
import { useScrollMemory } from '../hooks/use-scroll-memory.ts'
import { rememberCategory } from '../remembered-category.ts'
import { TemplateCard } from './template-card.tsx'

// A page of the grid: a multiple of 1, 2 and 3 columns.
export const gridPageSize = 24

/**
 * The browse page's whole catalogue (decision 0029): every prompt with its price, credits, tier, category and real
 * rating, sorted and filtered on the server and paged with its cursor. Its state is the address's.
 */
export function CatalogueGrid() {
  const [params, setParams] = useSearchParams()
  const state = readBrowseState(params)
  const change = (c: BrowseChange) =>
    setParams((prev) => writeBrowseState(prev, c), { preventScrollReset: true })

  const { items, isPending, error, hasNextPage, fetchNextPage, isFetchingNextPage, refetch } =
    useTemplatePages({
      sort: state.sort,
      category: state.category,
      tier: state.tier,
      q: state.keyword,
      minPrice: state.minPrice,
      maxPrice: state.maxPrice,
      minRating: state.minRating,
      limit: gridPageSize,
    })
  useLoggedError(error)
  useScrollMemory(!isPending)
  const headingId = useId()
  const cards = items.map((t) => toDisplayCard(t))

  return (
    <section aria-labelledby={headingId} className="space-y-5" data-testid="catalogue-grid">
      <div>
        <h2 id={headingId} className="text-2xl font-semibold text-slate-900">
          All prompts
        </h2>
        <p className="mt-1 text-slate-600">
          Every prompt in the catalogue, with its price. Sort and filter to narrow it down.
        </p>
      </div>
      {/* Keyed by the typed fields' values in the address, so Back, links and Apply refill them; a sort or category
          chosen meanwhile keeps what is being typed (it used to remount the form and drop it). */}
      <GridControls
        key={JSON.stringify([state.keyword, state.minPrice, state.maxPrice])}
        state={state}
        onChange={change}
      />
      <p className="text-sm text-slate-600" role="status" data-testid="grid-status">
        {isPending
          ? 'Loading prompts...'
          : error
            ? ''
            : `${cards.length}${hasNextPage ? '+' : ''} ${cards.length === 1 ? 'prompt' : 'prompts'}, ${sortPhrase(state)}`}
      </p>
      {error && !items.length ? (
        <div className="rounded-2xl bg-white p-8 text-center ring-1 ring-slate-200">
          <p className="text-slate-700">We could not load prompts just now.</p>
          <Button variant="secondary" className="mt-4" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : isPending ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden>
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i} className="h-48 animate-pulse rounded-2xl bg-slate-100" />
          ))}
        </ul>
      ) : cards.length === 0 ? (
        <div className="rounded-2xl bg-white p-8 text-center ring-1 ring-slate-200">
          <p className="text-slate-700">No prompts match these filters.</p>
          {hasFilters(state) && (
            <Button variant="secondary" className="mt-4" onClick={() => change(clearedFilters)}>
              Clear filters
            </Button>
          )}
        </div>
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="grid-cards">
            {cards.map((card) => (
              <li key={card.id}>
                <TemplateCard card={card} onOpen={() => rememberCategory(state.category ?? null)} />
              </li>
            ))}
          </ul>
          {hasNextPage && (
            <div className="flex justify-center">
              <Button variant="secondary" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
                {isFetchingNextPage ? 'Loading...' : 'Load more prompts'}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  )
}

const clearedFilters: BrowseChange = {
  category: undefined,
  tier: undefined,
  keyword: undefined,
  minPrice: undefined,
  maxPrice: undefined,
  minRating: undefined,
}

const sortPhrase = (s: BrowseState) =>
  s.sortIsDefault
    ? s.keyword
      ? 'best matches first'
      : 'best sellers first (the default order)'
    : `sorted by ${catalogueSortLabels[s.sort].toLowerCase()}`

function GridControls({ state, onChange }: { state: BrowseState; onChange: (c: BrowseChange) => void }) {
  const id = useId()
  const [keyword, setKeyword] = useState(state.keyword ?? '')
  const [minPrice, setMinPrice] = useState(state.minPrice === undefined ? '' : dollarsOf(state.minPrice))
  const [maxPrice, setMaxPrice] = useState(state.maxPrice === undefined ? '' : dollarsOf(state.maxPrice))
  const [priceError, setPriceError] = useState<string | null>(null)

  const apply = (e: FormEvent) => {
    e.preventDefault()
    const min = parseDollars(minPrice)
    const max = parseDollars(maxPrice)
    if (min === null || max === null) return setPriceError('Enter a price in dollars, like 10 or 15.50')
    if (min !== undefined && max !== undefined && min > max)
      return setPriceError('The lowest price must not be above the highest')
    setPriceError(null)
    onChange({ keyword: keyword.trim() || undefined, minPrice: min, maxPrice: max })
  }
  const sortOptions = catalogueSorts.filter((s) => s !== 'relevance' || state.keyword)

  return (
    <form
      onSubmit={apply}
      className="grid grid-cols-2 gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-3 lg:grid-cols-6"
      aria-label="Sort and filter prompts"
    >
      <div className="col-span-2 space-y-1 sm:col-span-2">
        <Label htmlFor={`${id}-keyword`}>Keyword</Label>
        <Input
          id={`${id}-keyword`}
          type="search"
          value={keyword}
          maxLength={200}
          placeholder="e.g. budget, sleep, career"
          onChange={(e) => setKeyword(e.target.value)}
        />
      </div>
      <div className="col-span-2 space-y-1 sm:col-span-1">
        <Label htmlFor={`${id}-sort`}>Sort by</Label>
        <NativeSelect
          id={`${id}-sort`}
          value={state.sort}
          onChange={(e) => onChange({ sort: e.target.value as CatalogueSort })}
        >
          {sortOptions.map((s) => (
            <option key={s} value={s}>
              {catalogueSortLabels[s]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-category`}>Category</Label>
        <NativeSelect
          id={`${id}-category`}
          value={state.category ?? ''}
          onChange={(e) => onChange({ category: (e.target.value || undefined) as BrowseChange['category'] })}
        >
          <option value="">All categories</option>
          {categories.map((c) => (
            <option key={c.key} value={c.key}>
              {c.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-tier`}>Complexity</Label>
        <NativeSelect
          id={`${id}-tier`}
          value={state.tier ?? ''}
          onChange={(e) => onChange({ tier: (e.target.value || undefined) as BrowseChange['tier'] })}
        >
          <option value="">All complexities</option>
          {tiers.map((t) => (
            <option key={t} value={t}>
              {tierLabel(t)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-rating`}>Rating</Label>
        <NativeSelect
          id={`${id}-rating`}
          value={state.minRating?.toFixed(1) ?? ''}
          onChange={(e) => onChange({ minRating: e.target.value ? Number(e.target.value) : undefined })}
        >
          <option value="">Any rating</option>
          {minRatingChoices.map((r) => (
            <option key={r} value={r.toFixed(1)}>
              {r.toFixed(1)} stars and up
            </option>
          ))}
        </NativeSelect>
      </div>
      <fieldset className="col-span-2 space-y-1 sm:col-span-2">
        <legend className="text-sm font-medium text-slate-700">Price (AUD)</legend>
        <div className="flex items-center gap-2">
          <Input
            aria-label="Lowest price in dollars"
            inputMode="decimal"
            placeholder="Min $"
            value={minPrice}
            onChange={(e) => setMinPrice(e.target.value)}
            aria-invalid={priceError ? true : undefined}
            aria-describedby={priceError ? `${id}-price-error` : undefined}
          />
          <span className="text-slate-500" aria-hidden>
            to
          </span>
          <Input
            aria-label="Highest price in dollars"
            inputMode="decimal"
            placeholder="Max $"
            value={maxPrice}
            onChange={(e) => setMaxPrice(e.target.value)}
            aria-invalid={priceError ? true : undefined}
            aria-describedby={priceError ? `${id}-price-error` : undefined}
          />
        </div>
        {priceError && (
          <p id={`${id}-price-error`} role="alert" className="text-sm text-red-600">
            {priceError}
          </p>
        )}
      </fieldset>
      <div className="col-span-2 flex items-end gap-2 sm:col-span-1 lg:col-span-2">
        <Button type="submit" className="flex-1 sm:flex-none">
          Apply
        </Button>
        {hasFilters(state) && (
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              setKeyword('')
              setMinPrice('')
              setMaxPrice('')
              setPriceError(null)
              onChange(clearedFilters)
            }}
          >
            Clear filters
          </Button>
        )}
      </div>
    </form>
  )
}

/** Dollars typed by a person: blank is no bound; null when it is not a price. */
function parseDollars(text: string): number | undefined | null {
  const t = text.trim().replace(/^\$/, '')
  if (!t) return undefined
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(t)) return null
  return Math.round(Number(t) * 100)
}
