import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { giftKeys } from './gift-keys.ts'

/** GET /api/gift-deliveries: the gift cards the member sent to people, with their status, newest first. */
export const giftDeliveriesQuery = () =>
  queryOptions({ queryKey: giftKeys.deliveries(), queryFn: () => api['gift-deliveries'].$get().then(ok) })

export const useGiftDeliveries = () => useQuery(giftDeliveriesQuery())
