import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { catalogKeys } from './catalog-keys.ts'

/** Real storefront figures: members, prompts, categories and the buyers' rating. */
export const storeStatsQuery = () =>
  queryOptions({ queryKey: catalogKeys.stats, queryFn: () => api.stats.$get().then(ok) })

export const useStoreStats = () => useQuery(storeStatsQuery())
