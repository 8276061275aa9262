import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { modelRunKeys } from './model-run-keys.ts'

/** GET /api/customizations/:id/runs: the customisation's runs, newest first. */
export const runHistoryQuery = (customizationId: string) =>
  queryOptions({
    queryKey: modelRunKeys.history(customizationId),
    queryFn: () => api.customizations[':id'].runs.$get({ param: { id: customizationId } }).then(ok),
  })

export const useRunHistory = (customizationId: string) => useQuery(runHistoryQuery(customizationId))
