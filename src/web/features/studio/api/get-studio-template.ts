import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ApiError, ok } from '../../../lib/api-client.ts'
import { studioKeys } from './studio-keys.ts'

/** GET /api/studio/templates/:id: the version being edited, with the linter's findings. */
export const studioTemplateQuery = (id: string) =>
  queryOptions({
    queryKey: studioKeys.template(id),
    queryFn: () => api.studio.templates[':id'].$get({ param: { id } }).then(ok),
    refetchOnWindowFocus: false,
    retry: (count, err) => !(err instanceof ApiError && err.status < 500) && count < 2,
  })

export const useStudioTemplate = (id: string) => useQuery(studioTemplateQuery(id))
