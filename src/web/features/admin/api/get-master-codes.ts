import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { adminKeys } from './admin-keys.ts'

/** GET /api/admin/master-codes: every master code with its usage. */
export const masterCodesQuery = () =>
  queryOptions({
    queryKey: adminKeys.masterCodes(),
    queryFn: () => api.admin['master-codes'].$get().then(ok),
  })

export const useMasterCodes = () => useQuery(masterCodesQuery())
