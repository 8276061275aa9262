import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import type { EmailChangeStatus } from '../../../../shared/account/settings.ts'
import { accountKeys } from './account-keys.ts'

/** GET /api/account/email: the caller's address and a change waiting for its confirmation link. */
export const emailChangeQuery = () =>
  queryOptions({
    queryKey: accountKeys.email(),
    queryFn: () => api.account.email.$get().then((r) => ok(r) as Promise<EmailChangeStatus>),
  })

export const useEmailChange = () => useQuery(emailChangeQuery())
