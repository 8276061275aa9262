import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { supportKeys } from './support-keys.ts'

/** GET /api/seller: the shop's name, ABN, address and support address (SELLER_* settings). */
export const sellerQuery = () =>
  queryOptions({
    queryKey: supportKeys.seller(),
    queryFn: () => api.seller.$get().then(ok),
    staleTime: Infinity,
  })

export const useSeller = () => useQuery(sellerQuery())
