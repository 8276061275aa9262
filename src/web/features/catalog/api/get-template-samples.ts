import { queryOptions, useQueries } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { templateQuery, type TemplateFilter } from './template-filter.ts'
import { catalogKeys } from './catalog-keys.ts'

/** The first few templates of each of several filters (a taste of every category), one small request each. */
export const templateSampleQuery = (f: TemplateFilter) =>
  queryOptions({
    queryKey: catalogKeys.templates.sample(f),
    queryFn: () => api.templates.$get({ query: templateQuery(f) }).then(ok),
    select: (page) => page.items,
    refetchOnWindowFocus: true,
  })

export function useTemplateSamples(filters: TemplateFilter[]) {
  const results = useQueries({ queries: filters.map(templateSampleQuery) })
  return {
    lists: results.map((r) => r.data ?? []),
    isPending: results.some((r) => r.isPending),
    error: results.find((r) => r.error)?.error ?? null,
  }
}
