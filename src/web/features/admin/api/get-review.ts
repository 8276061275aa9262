import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { adminKeys } from './admin-keys.ts'

/** GET /api/admin/reviews/:versionId: the version as buyers would see it, with the linter, duplicates and word check. */
export const reviewQuery = (versionId: string) =>
  queryOptions({
    queryKey: adminKeys.reviews.detail(versionId),
    queryFn: () => api.admin.reviews[':versionId'].$get({ param: { versionId } }).then(ok),
    refetchOnWindowFocus: false,
  })

export const useReview = (versionId: string) => useQuery(reviewQuery(versionId))
