import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import type { AdminPayoutsQuery } from '../../../../shared/earnings/payout-admin.ts'
import { earningsKeys } from './earnings-keys.ts'

/** GET /api/admin/payouts?status=: payouts due, on their way, made or failed. */
export const adminPayoutsQuery = (status: AdminPayoutsQuery['status']) =>
  queryOptions({
    queryKey: earningsKeys.adminPayouts(status),
    queryFn: () => api.admin.payouts.$get({ query: { status } }).then(ok),
  })

export const useAdminPayouts = (status: AdminPayoutsQuery['status']) => useQuery(adminPayoutsQuery(status))
