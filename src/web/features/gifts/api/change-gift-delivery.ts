import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import type { ChangeGiftDeliveryBody } from '../../../../shared/gifts/gift-recipient.ts'
import { giftKeys } from './gift-keys.ts'

/** PATCH /api/gift-deliveries/:id: a new name, address or date while the card is still scheduled. */
export function useChangeGiftDelivery() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ChangeGiftDeliveryBody }) =>
      api['gift-deliveries'][':id'].$patch({ param: { id }, json: body }).then(ok),
    onSettled: () => queryClient.invalidateQueries({ queryKey: giftKeys.deliveries() }),
  })
}
