import type { Db } from '../../db/client.ts'
import type { AiSearch } from './ai-search.ts'
import type { SearchIndex } from './search-index.ts'
import { toRecommendations } from './to-recommendations.ts'

/** The default AI search: the local ranker, offline. Its answers are labelled as the local engine's. */
export function createLocalAiSearch(db: Db, index: SearchIndex): AiSearch {
  return {
    engine: 'local',
    async recommend(query) {
      const ranker = await index.ranker()
      const { results, noMatch } = ranker.rank(query)
      const recommendations = await toRecommendations(
        db,
        results.map((r) => ({ id: r.document.id, reasoning: r.reasoning, relevance: r.relevance })),
      )
      return { engine: 'local', noMatch, recommendations }
    },
  }
}
