import type { Db } from '../../db/client.ts'
import type { AiSearch } from './ai-search.ts'
import type { SearchIndex } from './search-index.ts'
import { toRecommendations } from './to-recommendations.ts'

/** The default AI search: the local ranker, offline. */
export function createLocalAiSearch(db: Db, index: SearchIndex): AiSearch {
  return {
    async recommend(query) {
      const ranker = await index.ranker()
      const ranked = ranker.rank(query)
      return toRecommendations(
        db,
        ranked.map((r) => ({ id: r.document.id, reasoning: r.reasoning, relevance: r.relevance })),
      )
    },
  }
}
