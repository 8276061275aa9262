import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import type { PayoutHoldInput } from '../../../../shared/earnings/payout-admin.ts'

/** POST /api/admin/creators/:id/payout-hold: hold (with a reason) or release a creator's payouts. */
export function useSetPayoutHold() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ creatorId, input }: { creatorId: string; input: PayoutHoldInput }) =>
      api.admin.creators[':id']['payout-hold'].$post({ param: { id: creatorId }, json: input }).then(ok),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'payouts'] }),
  })
}
