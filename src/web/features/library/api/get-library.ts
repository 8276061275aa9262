import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { libraryKeys } from './library-keys.ts'

/** GET /api/library: the member's bought prompts, newest first. */
export const libraryQuery = () =>
  queryOptions({
    queryKey: libraryKeys.all,
    queryFn: () => api.library.$get().then(ok),
  })

export const useLibrary = () => useQuery(libraryQuery())
