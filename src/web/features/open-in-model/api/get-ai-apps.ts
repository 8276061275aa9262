import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { openInModelKeys } from './open-in-model-keys.ts'

/** GET /api/ai-apps: the configured chat apps and URL length limit; configuration, so fetched once. */
export const aiAppsQuery = () =>
  queryOptions({
    queryKey: openInModelKeys.aiApps(),
    queryFn: () => api['ai-apps'].$get().then(ok),
    staleTime: Infinity,
    gcTime: Infinity,
  })

export const useAiApps = () => useQuery(aiAppsQuery())
