import type { AiRecommendation } from '../../../shared/search/ai-recommendation.ts'

/** The AI search port: recommendations for a trimmed, non-blank query, best first, active templates only. */
export type AiSearch = {
  recommend: (query: string) => Promise<AiRecommendation[]>
}
