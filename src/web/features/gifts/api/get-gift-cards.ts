import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { giftKeys } from './gift-keys.ts'

/** GET /api/gift-cards: the caller's paid gift codes not yet redeemed, newest first. */
export const giftCardsQuery = () =>
  queryOptions({ queryKey: giftKeys.cards(), queryFn: () => api['gift-cards'].$get().then(ok) })

export const useGiftCards = () => useQuery(giftCardsQuery())
