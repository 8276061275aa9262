import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import type { SampleOutputStatus } from '../../../../shared/catalog/sample-output.ts'
import { adminKeys } from './admin-keys.ts'

/** PATCH /api/admin/samples/:id: publish a reviewed sample output, or take it back to draft. */
export function useSetSampleOutputStatus(templateId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: SampleOutputStatus }) =>
      api.admin.samples[':id'].$patch({ param: { id }, json: { status } }).then(ok),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.sampleOutputs(templateId) }),
  })
}
