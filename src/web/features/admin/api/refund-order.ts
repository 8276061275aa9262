import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import type { RefundOrderInput } from '../../../../shared/admin/orders.ts'
import { adminKeys } from './admin-keys.ts'

/** POST /api/admin/orders/:id/refund: once per order; a repeat answers alreadyRefunded. */
export function useRefundOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ orderId, ...json }: RefundOrderInput & { orderId: string }) =>
      api.admin.orders[':id'].refund.$post({ param: { id: orderId }, json }).then(ok),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.orders.all })
      void queryClient.invalidateQueries({ queryKey: adminKeys.refundRequests() })
    },
  })
}
