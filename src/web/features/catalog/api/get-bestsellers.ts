import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { catalogKeys } from './catalog-keys.ts'

/** Ids of the real best sellers (by completed purchases); empty until there are sales. */
export const bestsellersQuery = () =>
  queryOptions({
    queryKey: catalogKeys.bestsellers,
    queryFn: () => api.bestsellers.$get().then(ok),
    select: (data) => new Set(data.ids),
  })

export const useBestsellers = () => useQuery(bestsellersQuery())
