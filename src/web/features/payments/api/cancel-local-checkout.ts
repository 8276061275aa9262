import { useMutation } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'

/** Cancel on the local test checkout; answers where to go next. */
export const useCancelLocalCheckout = () =>
  useMutation({
    mutationFn: (sessionId: string) =>
      api.payments.local[':sessionId'].cancel.$post({ param: { sessionId } }).then(ok),
  })
