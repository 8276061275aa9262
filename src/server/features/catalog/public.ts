// The catalog feature's one door: what other features and infrastructure use; everything else stays inside.
export { type CatalogCache, createCatalogCache } from './catalog-cache.ts'
