import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { catalogKeys } from './catalog-keys.ts'

/** Reviews of one prompt by its verified buyers, newest first. */
export const templateReviewsQuery = (idOrSlug: string) =>
  queryOptions({
    queryKey: catalogKeys.templates.reviews(idOrSlug),
    queryFn: () =>
      api.templates[':idOrSlug'].reviews.$get({ param: { idOrSlug }, query: { limit: '50' } }).then(ok),
    select: (data) => data.items,
  })

export const useTemplateReviews = (idOrSlug: string) => useQuery(templateReviewsQuery(idOrSlug))
