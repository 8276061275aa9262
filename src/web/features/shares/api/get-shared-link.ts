import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { shareKeys } from './share-keys.ts'

/** GET /api/shared/:token: what a share link shows; revoked, expired or unknown links fail with their message. */
export const sharedLinkQuery = (token: string) =>
  queryOptions({
    queryKey: shareKeys.link(token),
    queryFn: () => api.shared[':token'].$get({ param: { token } }).then(ok),
    retry: false,
  })

export const useSharedLink = (token: string) => useQuery(sharedLinkQuery(token))
