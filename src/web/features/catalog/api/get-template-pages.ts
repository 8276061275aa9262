import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { templateQuery, type TemplateFilter } from './template-filter.ts'
import { catalogKeys } from './catalog-keys.ts'

/** Active templates matching the filter, ordered by name, a page at a time (the server's cursor). */
export const templatePagesQuery = (f: TemplateFilter) =>
  infiniteQueryOptions({
    queryKey: catalogKeys.templates.pages(f),
    queryFn: ({ pageParam }) => api.templates.$get({ query: templateQuery(f, pageParam) }).then(ok),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    refetchOnWindowFocus: true,
  })

export function useTemplatePages(f: TemplateFilter, opts: { enabled?: boolean } = {}) {
  const result = useInfiniteQuery({ ...templatePagesQuery(f), enabled: opts.enabled ?? true })
  return { ...result, items: result.data?.pages.flatMap((p) => p.items) ?? [] }
}
