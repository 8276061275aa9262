import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { earningsKeys } from './earnings-keys.ts'

/** POST /api/earnings/payouts: pay the payable balance now (A$20 or more). */
export function useRequestPayout() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.earnings.payouts.$post().then(ok),
    onSettled: () => queryClient.invalidateQueries({ queryKey: earningsKeys.dashboard() }),
  })
}
