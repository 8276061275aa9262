import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { adminKeys } from './admin-keys.ts'

/** GET /api/admin/reviews: creators' versions waiting for review, oldest first. */
export const reviewQueueQuery = () =>
  queryOptions({
    queryKey: adminKeys.reviews.queue(),
    queryFn: () => api.admin.reviews.$get().then(ok),
  })

export const useReviewQueue = () => useQuery(reviewQueueQuery())
