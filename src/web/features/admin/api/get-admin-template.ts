import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { adminKeys } from './admin-keys.ts'

/** GET /api/admin/templates/:id: every field of one template. */
export const adminTemplateQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.template(id),
    queryFn: () => api.admin.templates[':id'].$get({ param: { id } }).then(ok),
    refetchOnWindowFocus: false,
  })

export const useAdminTemplate = (id: string | undefined) =>
  useQuery({ ...adminTemplateQuery(id ?? ''), enabled: Boolean(id) })
