// The orders of GET /api/templates (decision 0029). A zod-free module so the browse page can read it up front.
export const catalogueSorts = [
  'relevance',
  'bestselling',
  'newest',
  'price-asc',
  'price-desc',
  'rating',
  'name',
] as const
export type CatalogueSort = (typeof catalogueSorts)[number]

export const catalogueSortLabels: Record<CatalogueSort, string> = {
  relevance: 'Relevance',
  bestselling: 'Best selling',
  newest: 'Newest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  rating: 'Best rated',
  name: 'Name: A to Z',
}

/** The browse grid's order when the address names none: relevance for a text search, else best selling. */
export const defaultBrowseSort = (q: string | undefined): CatalogueSort => (q ? 'relevance' : 'bestselling')

// Bounds of the price filter, in AUD cents (a price filter above $100,000 is a mistake, not a wish).
export const maxPriceFilterCents = 10_000_000
// Minimum-rating choices offered on the browse page; the API takes any of 1 to 5 with one decimal.
export const minRatingChoices = [4.5, 4, 3.5, 3] as const
