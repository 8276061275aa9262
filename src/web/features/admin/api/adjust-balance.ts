import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import type { AdjustBalanceInput } from '../../../../shared/admin/users.ts'

/** POST /api/admin/users/:id/balance: a ledger row with the admin's reason. */
export function useAdjustBalance(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (json: AdjustBalanceInput) =>
      api.admin.users[':id'].balance.$post({ param: { id: userId }, json }).then(ok),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'user', userId] })
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] })
    },
  })
}
