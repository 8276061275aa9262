import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'

/** GET /api/admin/master-codes: every master code with its usage. */
export const masterCodesQuery = () =>
  queryOptions({
    queryKey: ['admin', 'master-codes'],
    queryFn: () => api.admin['master-codes'].$get().then(ok),
  })

export const useMasterCodes = () => useQuery(masterCodesQuery())
