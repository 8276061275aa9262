import { useMutation } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'

/** POST /api/functions/ai-search-prompts: {recommendations}, best first (the query is trimmed by the caller). */
export const aiSearchPrompts = (query: string) =>
  api.functions['ai-search-prompts'].$post({ json: { query } }).then(ok)

export type AiRecommendations = Awaited<ReturnType<typeof aiSearchPrompts>>['recommendations']

export const useAiSearchPrompts = () => useMutation({ mutationFn: aiSearchPrompts })
