import { useMutation } from '@tanstack/react-query'
import type { AiSearchAnswer } from '../../../../shared/search/ai-recommendation.ts'
import { api, ok } from '../../../lib/api-client.ts'

/**
 * POST /api/functions/ai-search-prompts: {engine, noMatch, recommendations}, best first (the query is trimmed by the
 * caller), checked against the shared contract. The contract (and zod with it) loads with the first search, beside
 * the request, not with the browse page.
 */
export const aiSearchPrompts = async (query: string): Promise<AiSearchAnswer> => {
  const [data, { aiSearchAnswer }] = await Promise.all([
    api.functions['ai-search-prompts'].$post({ json: { query } }).then(ok),
    import('../../../../shared/search/ai-recommendation.ts'),
  ])
  return aiSearchAnswer.parse(data)
}

export type AiRecommendations = AiSearchAnswer['recommendations']

export const useAiSearchPrompts = () => useMutation({ mutationFn: aiSearchPrompts })
