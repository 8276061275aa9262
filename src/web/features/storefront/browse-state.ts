import { categoryKeys, type CategoryKey } from '../../../shared/catalog/categories.ts'
import {
  catalogueSorts,
  defaultBrowseSort,
  maxPriceFilterCents,
  type CatalogueSort,
} from '../../../shared/catalog/catalogue-sort.ts'
import { tiers, type Tier } from '../../../shared/catalog/tiers.ts'

// The browse grid's state lives in the address (decision 0029): a link reproduces it, Back restores it.
// `category` is shared with the tool picker; the text is `keyword`, apart from the AI search box's `q`.
export type BrowseState = {
  sort: CatalogueSort
  /** True when the address names no order and the default applies. */
  sortIsDefault: boolean
  category?: CategoryKey
  tier?: Tier
  keyword?: string
  /** AUD cents. */
  minPrice?: number
  maxPrice?: number
  minRating?: number
}

const oneOf = <T extends string>(list: readonly T[], v: string | null) =>
  v !== null && (list as readonly string[]).includes(v) ? (v as T) : undefined

/** Whole or two-decimal dollars in the address, cents in the state; anything else is ignored. */
const centsOf = (v: string | null) => {
  if (!v || !/^\d{1,6}(\.\d{1,2})?$/.test(v.trim())) return undefined
  const cents = Math.round(Number(v) * 100)
  return cents <= maxPriceFilterCents ? cents : undefined
}
export const dollarsOf = (cents: number) =>
  cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2)

const ratingOf = (v: string | null) => {
  if (!v || !/^[1-5](\.\d)?$/.test(v)) return undefined
  const n = Number(v)
  return n <= 5 ? n : undefined
}

/** Reads the grid's state from the address; unknown or malformed values fall back to their defaults. */
export function readBrowseState(params: URLSearchParams): BrowseState {
  const keyword = params.get('keyword')?.trim().slice(0, 200) || undefined
  let minPrice = centsOf(params.get('minPrice'))
  let maxPrice = centsOf(params.get('maxPrice'))
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice]
  let sort = oneOf(catalogueSorts, params.get('sort'))
  if (sort === 'relevance' && !keyword) sort = undefined
  return {
    sort: sort ?? defaultBrowseSort(keyword),
    sortIsDefault: sort === undefined,
    category: oneOf(categoryKeys, params.get('category')),
    tier: oneOf(tiers, params.get('tier')),
    keyword,
    minPrice,
    maxPrice,
    minRating: ratingOf(params.get('minRating')),
  }
}

export type BrowseChange = Partial<Omit<BrowseState, 'sortIsDefault'>>

/** The address after a change: other parameters (the AI search's, the tool picker's) are kept. */
export function writeBrowseState(prev: URLSearchParams, change: BrowseChange): URLSearchParams {
  const p = new URLSearchParams(prev)
  const set = (key: string, value: string | undefined) => (value ? p.set(key, value) : p.delete(key))
  if ('sort' in change) set('sort', change.sort)
  if ('category' in change) set('category', change.category)
  if ('tier' in change) set('tier', change.tier)
  if ('keyword' in change) {
    set('keyword', change.keyword?.trim() || undefined)
    // Relevance means nothing without text.
    if (!change.keyword?.trim() && p.get('sort') === 'relevance') p.delete('sort')
  }
  if ('minPrice' in change)
    set('minPrice', change.minPrice === undefined ? undefined : dollarsOf(change.minPrice))
  if ('maxPrice' in change)
    set('maxPrice', change.maxPrice === undefined ? undefined : dollarsOf(change.maxPrice))
  if ('minRating' in change) set('minRating', change.minRating?.toFixed(1))
  return p
}

export const hasFilters = (s: BrowseState) =>
  Boolean(
    s.category || s.tier || s.keyword || s.minPrice !== undefined || s.maxPrice !== undefined || s.minRating,
  )
