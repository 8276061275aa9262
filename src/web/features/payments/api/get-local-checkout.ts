import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { paymentKeys } from './payment-keys.ts'

/** The local test checkout: what is being bought and whether it is still open. */
export const localCheckoutQuery = (sessionId: string) =>
  queryOptions({
    queryKey: paymentKeys.localCheckout(sessionId),
    queryFn: () => api.payments.local[':sessionId'].$get({ param: { sessionId } }).then(ok),
    retry: false,
  })

export const useLocalCheckout = (sessionId: string) => useQuery(localCheckoutQuery(sessionId))
