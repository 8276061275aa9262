import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import type { CreatorStatus } from '../../../../shared/creators/creator.ts'
import { adminKeys } from './admin-keys.ts'

/** GET /api/admin/creators: creator applications, pending first, optionally by status. */
export const creatorApplicationsQuery = (status?: CreatorStatus) =>
  queryOptions({
    queryKey: adminKeys.creators.list(status),
    queryFn: () => api.admin.creators.$get({ query: status ? { status } : {} }).then(ok),
  })

export const useCreatorApplications = (status?: CreatorStatus) => useQuery(creatorApplicationsQuery(status))
