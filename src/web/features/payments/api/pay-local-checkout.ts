import { useMutation } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'

/** Pay on the local test checkout (no money moves); answers where to go next. */
export const usePayLocalCheckout = () =>
  useMutation({
    mutationFn: (sessionId: string) =>
      api.payments.local[':sessionId'].pay.$post({ param: { sessionId } }).then(ok),
  })
