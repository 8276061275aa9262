import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { modelRunKeys } from './model-run-keys.ts'

/** GET /api/models: the models members can run on (configuration, so fetched once). */
export const modelsQuery = () =>
  queryOptions({
    queryKey: modelRunKeys.models(),
    queryFn: () => api.models.$get().then(ok),
    staleTime: Infinity,
  })

export const useModels = () => useQuery(modelsQuery())
