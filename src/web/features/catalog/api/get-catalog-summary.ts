import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { catalogKeys } from './catalog-keys.ts'

/** How many active prompts each category and tier holds (decision 0016), without loading them. */
export const catalogSummaryQuery = () =>
  queryOptions({
    queryKey: catalogKeys.templates.summary(),
    queryFn: () => api['catalog-summary'].$get().then(ok),
    refetchOnWindowFocus: true,
  })

export const useCatalogSummary = () => useQuery(catalogSummaryQuery())
