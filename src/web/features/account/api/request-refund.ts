import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import type { RefundRequestInput } from '../../../../shared/account/orders.ts'

/** POST /api/account/orders/:id/refund-request: refunded at once, or queued for a person. */
export function useRequestRefund() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ orderId, ...json }: RefundRequestInput & { orderId: string }) =>
      api.account.orders[':id']['refund-request'].$post({ param: { id: orderId }, json }).then(ok),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['account'] })
      void queryClient.invalidateQueries({ queryKey: ['me'] })
    },
  })
}
