import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { libraryKeys } from './library-keys.ts'

/** GET /api/templates/:id/update: the changelog and the word diff of the questions up to the version on sale. */
export const templateUpdateQuery = (id: string) =>
  queryOptions({
    queryKey: libraryKeys.update(id),
    queryFn: () => api.templates[':id'].update.$get({ param: { id } }).then(ok),
    staleTime: 0,
  })

export const useTemplateUpdate = (id: string, enabled: boolean) =>
  useQuery({ ...templateUpdateQuery(id), enabled })
