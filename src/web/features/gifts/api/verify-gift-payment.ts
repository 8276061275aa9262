import { useMutation } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'

/** POST /api/functions/verify-gift-payment: {success, credits, giftCode}; safe to repeat. */
export const verifyGiftPayment = (sessionId: string) =>
  api.functions['verify-gift-payment'].$post({ json: { sessionId } }).then(ok)

export const useVerifyGiftPayment = () => useMutation({ mutationFn: verifyGiftPayment })
