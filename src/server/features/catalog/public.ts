// The catalog feature's one door: what other features and infrastructure use; everything else stays inside.
export { type CatalogCache, createCatalogCache } from './catalog-cache.ts'
// A rating that counts: its author bought the prompt (for the prompt pages' schema.org data).
export { verifiedBuyerRating } from './get-store-stats.ts'
// The browse orders and their cursors: bench:scale starts pages mid-list with them.
export {
  cursorValues,
  encodeCursor,
  orderBy,
  orderColumns,
  orders,
  type OrderRow,
} from './catalogue-order.ts'
// The public template shape, for the creators feature's pages.
export { publicColumns } from './public-columns.ts'
export { toPublicTemplate } from './public-template.ts'
// Cached catalogue answers before the router (fast-answers.ts).
export { catalogFastAnswer } from './catalog-fast-answer.ts'
