import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { earningsKeys } from './earnings-keys.ts'

/** GET /api/earnings: the signed-in creator's balances, sales and refunds, payouts and sales by week. */
export const earningsQuery = () =>
  queryOptions({
    queryKey: earningsKeys.dashboard(),
    queryFn: () => api.earnings.$get().then(ok),
    retry: false,
  })

export const useEarnings = () => useQuery(earningsQuery())
