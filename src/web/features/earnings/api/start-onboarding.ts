import { useMutation } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'

/** POST /api/earnings/payout-account: the link where the creator connects their payout account. */
export const useStartOnboarding = () =>
  useMutation({ mutationFn: () => api.earnings['payout-account'].$post().then(ok) })
