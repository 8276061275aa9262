import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import type { PurchaseMethod } from '../../../../shared/payments/payment-bodies.ts'
import { purchaseKeys } from './purchase-keys.ts'
import { authKeys } from '../../auth/public.ts'
import { libraryKeys } from '../../library/public.ts'
import { wishlistKeys } from '../../wishlist/public.ts'

/** purchase-prompt: with credits it completes at once; 'direct' answers a checkout_url to pay at. */
export function usePurchasePrompt() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (json: { promptId: string; method: PurchaseMethod }) =>
      api.functions['purchase-prompt'].$post({ json }).then(ok),
    onSuccess: (_data, { promptId, method }) => {
      if (method !== 'credits') return
      void queryClient.invalidateQueries({ queryKey: purchaseKeys.access.prompt(promptId) })
      void queryClient.invalidateQueries({ queryKey: authKeys.me() })
      void queryClient.invalidateQueries({ queryKey: libraryKeys.all })
      // The purchase took it off the wishlist.
      void queryClient.invalidateQueries({ queryKey: wishlistKeys.all })
    },
  })
}
