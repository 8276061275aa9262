import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import type { RefundRequestInput } from '../../../../shared/account/orders.ts'
import { accountKeys } from './account-keys.ts'
import { authKeys } from '../../auth/public.ts'

/** POST /api/account/orders/:id/refund-request: refunded at once, or queued for a person. */
export function useRequestRefund() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ orderId, ...json }: RefundRequestInput & { orderId: string }) =>
      api.account.orders[':id']['refund-request'].$post({ param: { id: orderId }, json }).then(ok),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: accountKeys.all })
      void queryClient.invalidateQueries({ queryKey: authKeys.me() })
    },
  })
}
