// The catalog feature's one door: what other features and infrastructure use; everything else stays inside.
export { type CatalogCache, createCatalogCache } from './catalog-cache.ts'
// A rating that counts: its author bought the prompt (for the prompt pages' schema.org data).
export { verifiedBuyerRating } from './get-store-stats.ts'
