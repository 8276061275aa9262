import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'

/** GET /api/customizations/:id/versions: earlier versions of a saved customisation, newest first. */
export const versionsQuery = (id: string) =>
  queryOptions({
    queryKey: ['customization-versions', id],
    queryFn: () => api.customizations[':id'].versions.$get({ param: { id } }).then(ok),
  })

export const useVersions = (id: string, opts: { enabled?: boolean } = {}) =>
  useQuery({ ...versionsQuery(id), enabled: opts.enabled ?? true })
