import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { adminKeys } from './admin-keys.ts'

/** GET /api/admin/users/:id: balance, ledger, purchases, orders and security events. */
export const userOverviewQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.user(id),
    queryFn: () => api.admin.users[':id'].$get({ param: { id } }).then(ok),
  })

export const useUserOverview = (id: string) => useQuery(userOverviewQuery(id))
