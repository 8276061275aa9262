import type { Tier } from '../catalog/tiers.ts'

/** One answer of ai-search-prompts (spec 3, "AI search recommendation"): public fields only, best first. */
export type AiRecommendation = {
  id: string
  name: string
  description: string
  tier: Tier
  credits_cost: number
  /** AUD in dollars, e.g. 15.98 */
  price_aud: number
  /** One plain sentence on why it fits this query. */
  reasoning: string
  /** 0 to 1 */
  relevanceScore: number
}
