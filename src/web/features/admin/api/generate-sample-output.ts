import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { adminKeys } from './admin-keys.ts'

/** POST /api/admin/templates/:id/samples/generate: a configured model answers the sample prompt; kept as a draft. */
export function useGenerateSampleOutput(templateId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (modelId: string) =>
      api.admin.templates[':id'].samples.generate
        .$post({ param: { id: templateId }, json: { modelId } })
        .then(ok),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.sampleOutputs(templateId) }),
  })
}
