import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { adminKeys } from './admin-keys.ts'

export type OrderFilters = { status?: string; kind?: string; email?: string }

/** GET /api/admin/orders: newest first, paged back with `before`. */
export const ordersQuery = (filters: OrderFilters) =>
  infiniteQueryOptions({
    queryKey: adminKeys.orders.list(filters),
    queryFn: ({ pageParam }) =>
      api.admin.orders
        .$get({ query: { ...filters, limit: '50', ...(pageParam ? { before: pageParam } : {}) } })
        .then(ok),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  })

export const useOrders = (filters: OrderFilters) => useInfiniteQuery(ordersQuery(filters))
