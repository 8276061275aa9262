import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { creatorKeys } from './creator-keys.ts'

/** GET /api/creators/:handle: an approved creator's profile and active templates (404 for anyone else). */
export const creatorPageQuery = (handle: string) =>
  queryOptions({
    queryKey: creatorKeys.page(handle),
    queryFn: () => api.creators[':handle'].$get({ param: { handle } }).then(ok),
  })

export const useCreatorPage = (handle: string) => useQuery(creatorPageQuery(handle))
