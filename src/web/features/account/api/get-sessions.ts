import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { accountKeys } from './account-keys.ts'

/** GET /api/account/sessions: where the caller is signed in. */
export const sessionsQuery = () =>
  queryOptions({
    queryKey: accountKeys.sessions(),
    queryFn: () => api.account.sessions.$get().then(ok),
  })

export const useSessions = () => useQuery(sessionsQuery())
