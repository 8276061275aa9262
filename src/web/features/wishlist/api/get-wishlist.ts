import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { wishlistKeys } from './wishlist-keys.ts'

/** GET /api/wishlist: the member's saved templates, newest first (members only). */
export const wishlistQuery = () =>
  queryOptions({ queryKey: wishlistKeys.all, queryFn: () => api.wishlist.$get().then(ok), staleTime: 30_000 })

export const useWishlist = (opts: { enabled?: boolean } = {}) =>
  useQuery({ ...wishlistQuery(), enabled: opts.enabled ?? true })
