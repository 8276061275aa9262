import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'

/** GET /api/admin/refund-requests: pending money-back requests first. */
export const refundRequestsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'refund-requests'],
    queryFn: () => api.admin['refund-requests'].$get().then(ok),
  })

export const useRefundRequests = () => useQuery(refundRequestsQuery())
