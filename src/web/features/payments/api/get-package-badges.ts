import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { paymentKeys } from './payment-keys.ts'

/** Which credit pack sold best lately ('Most Popular', or none) and which is the best value per credit. */
export const packageBadgesQuery = () =>
  queryOptions({
    queryKey: paymentKeys.packageBadges,
    queryFn: () => api['credit-packages'].badges.$get().then(ok),
    staleTime: 5 * 60_000,
  })

export const usePackageBadges = () => useQuery(packageBadgesQuery())
