import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'

/** GET /api/gift-cards: the caller's paid gift codes not yet redeemed, newest first. */
export const giftCardsQuery = () =>
  queryOptions({ queryKey: ['gift-cards'], queryFn: () => api['gift-cards'].$get().then(ok) })

export const useGiftCards = () => useQuery(giftCardsQuery())
