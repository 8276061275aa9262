import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { maxTemplatePage } from '../../../../shared/catalog/page-size.ts'
import { catalogKeys } from './catalog-keys.ts'

/** The whole active catalogue (spec 9: list limit 1000), ordered by name. */
export const templatesQuery = () =>
  queryOptions({
    queryKey: catalogKeys.templates.list(),
    queryFn: () => api.templates.$get({ query: { limit: String(maxTemplatePage) } }).then(ok),
    select: (page) => page.items,
    refetchOnWindowFocus: true,
  })

export const useTemplates = () => useQuery(templatesQuery())
