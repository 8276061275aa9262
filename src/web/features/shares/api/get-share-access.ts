import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { shareKeys } from './share-keys.ts'

/** GET /api/customizations/:id/shares: who has access, and the live links (owner only). */
export const shareAccessQuery = (customizationId: string) =>
  queryOptions({
    queryKey: shareKeys.access(customizationId),
    queryFn: () => api.customizations[':id'].shares.$get({ param: { id: customizationId } }).then(ok),
  })

export const useShareAccess = (customizationId: string, opts: { enabled?: boolean } = {}) =>
  useQuery({ ...shareAccessQuery(customizationId), enabled: opts.enabled ?? true })
