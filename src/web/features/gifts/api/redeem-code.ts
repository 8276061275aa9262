import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { authKeys } from '../../auth/public.ts'
import { giftKeys } from './gift-keys.ts'

/** POST /api/functions/redeem-gift-code: {credits, balance}. */
export const redeemCode = (code: string) =>
  api.functions['redeem-gift-code'].$post({ json: { code } }).then(ok)

export const useRedeemCode = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: redeemCode,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: authKeys.me() })
      void queryClient.invalidateQueries({ queryKey: giftKeys.cards() })
    },
  })
}
