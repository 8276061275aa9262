import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { adminKeys } from './admin-keys.ts'

/** DELETE /api/admin/samples/:id. */
export function useDeleteSampleOutput(templateId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.admin.samples[':id'].$delete({ param: { id } }).then(ok),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.sampleOutputs(templateId) }),
  })
}
