import { z } from 'zod'
import { tiers } from '../catalog/tiers.ts'
import { searchEngines } from './search-engines.ts'

/** One answer of ai-search-prompts (spec 3, "AI search recommendation"): public fields only, best first. */
export const aiRecommendation = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  tier: z.enum(tiers),
  credits_cost: z.number().int(),
  /** AUD in dollars, e.g. 15.98 */
  price_aud: z.number(),
  /** What matched, in plain words (the fields the query's words were found in, or the model's reason). */
  reasoning: z.string(),
  /** 0 to 1 */
  relevanceScore: z.number().min(0).max(1),
})
export type AiRecommendation = z.infer<typeof aiRecommendation>

/**
 * The answer of ai-search-prompts. noMatch: nothing in the catalogue fits; the recommendations are then at most a
 * few loosely related templates, to be shown under "We don't have a prompt for that yet", never as a recommendation.
 */
export const aiSearchAnswer = z.object({
  engine: z.enum(searchEngines),
  noMatch: z.boolean(),
  recommendations: z.array(aiRecommendation),
})
export type AiSearchAnswer = z.infer<typeof aiSearchAnswer>
