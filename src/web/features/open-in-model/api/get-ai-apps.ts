import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'

/** GET /api/ai-apps: the configured chat apps and URL length limit; configuration, so fetched once. */
export const aiAppsQuery = () =>
  queryOptions({
    queryKey: ['ai-apps'],
    queryFn: () => api['ai-apps'].$get().then(ok),
    staleTime: Infinity,
    gcTime: Infinity,
  })

export const useAiApps = () => useQuery(aiAppsQuery())
