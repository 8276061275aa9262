import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { adminKeys } from './admin-keys.ts'

/** GET /api/admin/templates/:id/samples: every sample output (drafts too) and the prompt to give a model. */
export const adminSampleOutputsQuery = (templateId: string) =>
  queryOptions({
    queryKey: adminKeys.sampleOutputs(templateId),
    queryFn: () => api.admin.templates[':id'].samples.$get({ param: { id: templateId } }).then(ok),
  })

export const useAdminSampleOutputs = (templateId: string) => useQuery(adminSampleOutputsQuery(templateId))
