import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import type { AdjustBalanceInput } from '../../../../shared/admin/users.ts'
import { adminKeys } from './admin-keys.ts'

/** POST /api/admin/users/:id/balance: a ledger row with the admin's reason. */
export function useAdjustBalance(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (json: AdjustBalanceInput) =>
      api.admin.users[':id'].balance.$post({ param: { id: userId }, json }).then(ok),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.user(userId) })
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit.all })
    },
  })
}
