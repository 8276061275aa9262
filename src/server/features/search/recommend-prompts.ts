import type { AiSearchAnswer } from '../../../shared/search/ai-recommendation.ts'
import type { AiSearch } from './ai-search.ts'

/**
 * ai-search-prompts (spec 7): a blank query is ignored, a query is trimmed, and an error gives an empty list
 * (logged, spec 8) rather than a failed call.
 */
export async function recommendPrompts(
  aiSearch: AiSearch,
  { query }: { query: string },
): Promise<AiSearchAnswer> {
  const trimmed = query.trim()
  const empty: AiSearchAnswer = { engine: aiSearch.engine, noMatch: false, recommendations: [] }
  if (!trimmed) return empty
  try {
    return await aiSearch.recommend(trimmed)
  } catch (err) {
    console.error('AI search failed; answering with no recommendations', err)
    return empty
  }
}
