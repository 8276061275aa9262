import type { AiSearchAnswer } from '../../../shared/search/ai-recommendation.ts'
import type { SearchEngine } from '../../../shared/search/search-engines.ts'

/**
 * The AI search port: an answer for a trimmed, non-blank query (best first, active templates only), saying which
 * engine answered and whether anything fits. `engine` is the one asked first (the model falls back to the ranker).
 */
export type AiSearch = {
  engine: SearchEngine
  recommend: (query: string) => Promise<AiSearchAnswer>
}
