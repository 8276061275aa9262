import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import type { CreateStudioTemplateInput } from '../../../../shared/studio/studio-input.ts'
import { studioKeys } from './studio-keys.ts'

/** POST /api/studio/templates: a new draft template. */
export function useCreateStudioTemplate() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (json: CreateStudioTemplateInput) => api.studio.templates.$post({ json }).then(ok),
    onSuccess: ({ template }) => {
      queryClient.setQueryData(studioKeys.template(template.id), { template })
      void queryClient.invalidateQueries({ queryKey: studioKeys.templates() })
    },
  })
}
