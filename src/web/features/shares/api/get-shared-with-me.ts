import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { shareKeys } from './share-keys.ts'

/** GET /api/shares/with-me: what other members shared with the caller, newest first. */
export const sharedWithMeQuery = () =>
  queryOptions({
    queryKey: shareKeys.sharedWithMe(),
    queryFn: () => api.shares['with-me'].$get().then(ok),
    // A revoke elsewhere shows up when the member comes back to the tab.
    refetchOnWindowFocus: 'always',
  })

export const useSharedWithMe = () => useQuery(sharedWithMeQuery())
