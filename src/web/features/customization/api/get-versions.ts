import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { customizationKeys } from './customization-keys.ts'

/** GET /api/customizations/:id/versions: earlier versions of a saved customisation, newest first. */
export const versionsQuery = (id: string) =>
  queryOptions({
    queryKey: customizationKeys.versions(id),
    queryFn: () => api.customizations[':id'].versions.$get({ param: { id } }).then(ok),
  })

export const useVersions = (id: string, opts: { enabled?: boolean } = {}) =>
  useQuery({ ...versionsQuery(id), enabled: opts.enabled ?? true })
