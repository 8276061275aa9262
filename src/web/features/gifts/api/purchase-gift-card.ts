import { useMutation } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import type { PurchaseGiftCardBody } from '../../../../shared/gifts/purchase-gift-card-body.ts'

/** POST /api/functions/purchase-gift-card: {sessionUrl}, the checkout for a gift card of one package. */
export const purchaseGiftCard = (body: PurchaseGiftCardBody) =>
  api.functions['purchase-gift-card'].$post({ json: body }).then(ok)

export const usePurchaseGiftCard = () => useMutation({ mutationFn: purchaseGiftCard })
