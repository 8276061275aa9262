import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { adminKeys } from './admin-keys.ts'

/** POST /api/admin/refund-requests/:id/reject with the reason. */
export function useRejectRefundRequest() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.admin['refund-requests'][':id'].reject.$post({ param: { id }, json: { reason } }).then(ok),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.refundRequests() }),
  })
}
