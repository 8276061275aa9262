import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ApiError, ok } from '../../../lib/api-client.ts'
import { studioKeys } from './studio-keys.ts'

/** GET /api/studio/templates: the creator's own templates (403 for members who are not approved creators). */
export const studioTemplatesQuery = () =>
  queryOptions({
    queryKey: studioKeys.templates(),
    queryFn: () => api.studio.templates.$get().then(ok),
    // A 403 (not a creator) is an answer, not a hiccup: no retries.
    retry: (count, err) => !(err instanceof ApiError && err.status < 500) && count < 2,
  })

export const useStudioTemplates = () => useQuery(studioTemplatesQuery())
