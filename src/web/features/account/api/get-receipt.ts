import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { accountKeys } from './account-keys.ts'

/** GET /api/account/orders/:id/receipt: the tax receipt of one of the caller's paid orders. */
export const receiptQuery = (orderId: string) =>
  queryOptions({
    queryKey: accountKeys.receipt(orderId),
    queryFn: () => api.account.orders[':id'].receipt.$get({ param: { id: orderId } }).then(ok),
    retry: false,
  })

export const useReceipt = (orderId: string) => useQuery(receiptQuery(orderId))
