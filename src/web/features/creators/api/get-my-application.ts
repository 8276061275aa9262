import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { creatorKeys } from './creator-keys.ts'

/** GET /api/creator-application: the member's own application, or null. */
export const myApplicationQuery = () =>
  queryOptions({
    queryKey: creatorKeys.myApplication(),
    queryFn: () => api['creator-application'].$get().then(ok),
  })

export const useMyApplication = (enabled: boolean) => useQuery({ ...myApplicationQuery(), enabled })
