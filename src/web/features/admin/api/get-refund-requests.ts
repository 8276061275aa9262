import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { adminKeys } from './admin-keys.ts'

/** GET /api/admin/refund-requests: pending money-back requests first. */
export const refundRequestsQuery = () =>
  queryOptions({
    queryKey: adminKeys.refundRequests(),
    queryFn: () => api.admin['refund-requests'].$get().then(ok),
  })

export const useRefundRequests = () => useQuery(refundRequestsQuery())
