import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { adminKeys } from './admin-keys.ts'

/** PATCH /api/admin/master-codes/:id: deactivate or reactivate. */
export function useSetMasterCodeActive() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      api.admin['master-codes'][':id'].$patch({ param: { id }, json: { active } }).then(ok),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.masterCodes() }),
  })
}
