import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'

/** GET /api/account/ledger: the caller's credit history, newest first. */
export const accountLedgerQuery = () =>
  queryOptions({
    queryKey: ['account', 'ledger'],
    queryFn: () => api.account.ledger.$get().then(ok),
  })

export const useAccountLedger = () => useQuery(accountLedgerQuery())
