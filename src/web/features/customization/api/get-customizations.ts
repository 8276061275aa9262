import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { customizationKeys } from './customization-keys.ts'

/** GET /api/customizations?promptId=: saved customisations, all or of one prompt, most recent first. */
export const customizationsQuery = (promptId?: string) =>
  queryOptions({
    queryKey: customizationKeys.customizations.list(promptId),
    queryFn: () => api.customizations.$get({ query: { promptId } }).then(ok),
  })

export const useCustomizations = (promptId?: string | null, opts: { enabled?: boolean } = {}) =>
  useQuery({ ...customizationsQuery(promptId ?? undefined), enabled: opts.enabled ?? promptId !== null })
