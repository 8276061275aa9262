import { useMutation } from '@tanstack/react-query'
import { aiSearchAnswer, type AiSearchAnswer } from '../../../../shared/search/ai-recommendation.ts'
import { api, ok } from '../../../lib/api-client.ts'

/**
 * POST /api/functions/ai-search-prompts: {engine, noMatch, recommendations}, best first (the query is trimmed by the
 * caller), checked against the shared contract.
 */
export const aiSearchPrompts = (query: string): Promise<AiSearchAnswer> =>
  api.functions['ai-search-prompts']
    .$post({ json: { query } })
    .then(ok)
    .then((d) => aiSearchAnswer.parse(d))

export type AiRecommendations = AiSearchAnswer['recommendations']

export const useAiSearchPrompts = () => useMutation({ mutationFn: aiSearchPrompts })
