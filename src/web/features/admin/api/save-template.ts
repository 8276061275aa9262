import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import type { TemplateInput } from '../../../../shared/admin/template-input.ts'
import { adminKeys } from './admin-keys.ts'
import { catalogKeys } from '../../catalog/public.ts'

/** POST /api/admin/templates (no id) or PUT /api/admin/templates/:id. */
export function useSaveTemplate(id: string | undefined) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (json: TemplateInput) =>
      id
        ? api.admin.templates[':id'].$put({ param: { id }, json }).then(ok)
        : api.admin.templates.$post({ json }).then(ok),
    onSuccess: (template) => {
      queryClient.setQueryData(adminKeys.template(template.id), template)
      void queryClient.invalidateQueries({ queryKey: adminKeys.templates.all })
      void queryClient.invalidateQueries({ queryKey: catalogKeys.templates.all })
    },
  })
}
