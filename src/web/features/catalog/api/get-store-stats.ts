import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'

/** Real storefront figures: members, prompts, categories and the buyers' rating. */
export const storeStatsQuery = () =>
  queryOptions({ queryKey: ['stats'], queryFn: () => api.stats.$get().then(ok) })

export const useStoreStats = () => useQuery(storeStatsQuery())
