import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { modelRunKeys } from './model-run-keys.ts'

/** GET /api/customizations/:id: the saved customisation a run uses (the member's own, else 404). */
export const runCustomizationQuery = (id: string) =>
  queryOptions({
    queryKey: modelRunKeys.customization(id),
    queryFn: () => api.customizations[':id'].$get({ param: { id } }).then(ok),
  })

export const useRunCustomization = (id: string) => useQuery(runCustomizationQuery(id))
