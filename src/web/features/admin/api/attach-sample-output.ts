import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import type { SampleOutputInput } from '../../../../shared/catalog/sample-output.ts'
import { adminKeys } from './admin-keys.ts'

/** POST /api/admin/templates/:id/samples: attach a model's answer as a draft. */
export function useAttachSampleOutput(templateId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (json: SampleOutputInput) =>
      api.admin.templates[':id'].samples.$post({ param: { id: templateId }, json }).then(ok),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.sampleOutputs(templateId) }),
  })
}
