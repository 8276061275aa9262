import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { catalogKeys } from './catalog-keys.ts'

/** One active template by id or slug (public fields). */
export const templateQuery = (idOrSlug: string) =>
  queryOptions({
    queryKey: catalogKeys.templates.detail(idOrSlug),
    queryFn: () => api.templates[':idOrSlug'].$get({ param: { idOrSlug } }).then(ok),
    refetchOnWindowFocus: true,
  })

export const useTemplate = (idOrSlug: string) => useQuery(templateQuery(idOrSlug))
