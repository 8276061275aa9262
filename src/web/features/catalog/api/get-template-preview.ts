import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { catalogKeys } from './catalog-keys.ts'

/** The questions and the sample persona's prompt preview of one template (public; the master prompt withheld). */
export const templatePreviewQuery = (idOrSlug: string) =>
  queryOptions({
    queryKey: catalogKeys.templates.preview(idOrSlug),
    queryFn: () => api.templates[':idOrSlug'].preview.$get({ param: { idOrSlug } }).then(ok),
    refetchOnWindowFocus: true,
  })

export const useTemplatePreview = (idOrSlug: string) => useQuery(templatePreviewQuery(idOrSlug))
