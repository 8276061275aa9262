import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { api, ok } from '../../../lib/api-client.ts'
import type { listAdminTemplatesQuery } from '../../../../shared/admin/template-input.ts'
import { adminKeys } from './admin-keys.ts'

export type AdminTemplateFilters = z.input<typeof listAdminTemplatesQuery>

/** GET /api/admin/templates: every template, whatever its status. */
export const adminTemplatesQuery = (filters: AdminTemplateFilters) =>
  queryOptions({
    queryKey: adminKeys.templates.list(filters),
    queryFn: () => api.admin.templates.$get({ query: filters }).then(ok),
    placeholderData: keepPreviousData,
  })

export const useAdminTemplates = (filters: AdminTemplateFilters) => useQuery(adminTemplatesQuery(filters))
