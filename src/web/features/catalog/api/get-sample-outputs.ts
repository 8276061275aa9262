import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { catalogKeys } from './catalog-keys.ts'

/** The published sample outputs of one template: what named models answered to its sample persona prompt. */
export const sampleOutputsQuery = (idOrSlug: string) =>
  queryOptions({
    queryKey: catalogKeys.templates.samples(idOrSlug),
    queryFn: () => api.templates[':idOrSlug'].samples.$get({ param: { idOrSlug } }).then(ok),
    refetchOnWindowFocus: true,
  })

export const useSampleOutputs = (idOrSlug: string) => useQuery(sampleOutputsQuery(idOrSlug))
