import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { accountKeys } from './account-keys.ts'

/** GET /api/account/orders: the caller's orders, newest first. */
export const accountOrdersQuery = () =>
  queryOptions({
    queryKey: accountKeys.orders(),
    queryFn: () => api.account.orders.$get().then(ok),
  })

export const useAccountOrders = () => useQuery(accountOrdersQuery())
