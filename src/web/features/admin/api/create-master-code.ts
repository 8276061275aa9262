import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { adminKeys } from './admin-keys.ts'

export type NewMasterCode = { code: string; credits: number; maxUses: number; expiresAt?: string }

/** POST /api/admin/master-codes. */
export function useCreateMasterCode() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (json: NewMasterCode) => api.admin['master-codes'].$post({ json }).then(ok),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.masterCodes() }),
  })
}
