import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { accountKeys } from './account-keys.ts'

/** GET /api/account/ledger: the caller's credit history, newest first. */
export const accountLedgerQuery = () =>
  queryOptions({
    queryKey: accountKeys.ledger(),
    queryFn: () => api.account.ledger.$get().then(ok),
  })

export const useAccountLedger = () => useQuery(accountLedgerQuery())
