import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { adminKeys } from './admin-keys.ts'

/** GET /api/admin/insights?days=: sales, searches and security events. */
export const insightsQuery = (days: number) =>
  queryOptions({
    queryKey: adminKeys.insights(days),
    queryFn: () => api.admin.insights.$get({ query: { days: String(days) } }).then(ok),
    placeholderData: keepPreviousData,
  })

export const useInsights = (days: number) => useQuery(insightsQuery(days))
