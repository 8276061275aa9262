// The search feature's one door: what other features and infrastructure use; everything else stays inside.
export type { AiSearch } from './ai-search.ts'
export { createLocalRanker, type SearchDocument } from './local-ranker.ts'
export { toSearchDocument } from './search-document.ts'
