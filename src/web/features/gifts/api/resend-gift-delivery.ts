import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { giftKeys } from './gift-keys.ts'

/** POST /api/gift-deliveries/:id/resend: the same e-mail again (sent, unredeemed cards; throttled). */
export function useResendGiftDelivery() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api['gift-deliveries'][':id'].resend.$post({ param: { id } }).then(ok),
    onSettled: () => queryClient.invalidateQueries({ queryKey: giftKeys.deliveries() }),
  })
}
