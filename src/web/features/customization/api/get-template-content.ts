import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { customizationKeys } from './customization-keys.ts'

/** GET /api/templates/:id/content: questions and master prompt of an owned prompt; reloads on window focus. */
export const templateContentQuery = (id: string) =>
  queryOptions({
    queryKey: customizationKeys.templateContent(id),
    queryFn: () => api.templates[':id'].content.$get({ param: { id } }).then(ok),
    staleTime: 0,
    refetchOnWindowFocus: true,
  })

export const useTemplateContent = (id: string | null) =>
  useQuery({ ...templateContentQuery(id ?? ''), enabled: Boolean(id) })
