import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { earningsKeys } from './earnings-keys.ts'

/** POST /api/earnings/payout-account/test-onboarding: the local simulation's "details submitted". */
export function useCompleteTestOnboarding() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.earnings['payout-account']['test-onboarding'].$post().then(ok),
    onSettled: () => queryClient.invalidateQueries({ queryKey: earningsKeys.dashboard() }),
  })
}
