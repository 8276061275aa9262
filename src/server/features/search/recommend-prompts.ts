import type { AiRecommendation } from '../../../shared/search/ai-recommendation.ts'
import type { AiSearch } from './ai-search.ts'

/**
 * ai-search-prompts (spec 7): a blank query is ignored, a query is trimmed, and an error gives an empty list
 * (logged, spec 8) rather than a failed call.
 */
export async function recommendPrompts(
  aiSearch: AiSearch,
  { query }: { query: string },
): Promise<{ recommendations: AiRecommendation[] }> {
  const trimmed = query.trim()
  if (!trimmed) return { recommendations: [] }
  try {
    return { recommendations: await aiSearch.recommend(trimmed) }
  } catch (err) {
    console.error('AI search failed; answering with no recommendations', err)
    return { recommendations: [] }
  }
}
