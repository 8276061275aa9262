import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import type { RatingInput } from '../../../../shared/library/rating-input.ts'
import { libraryKeys } from './library-keys.ts'
import { catalogKeys } from '../../catalog/public.ts'

/** PUT /api/library/:promptId/rating: rate or re-rate an owned prompt. */
export function useRatePrompt() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ promptId, ...json }: RatingInput & { promptId: string }) =>
      api.library[':promptId'].rating.$put({ param: { promptId }, json }).then(ok),
    onSuccess: () => invalidateRatings(queryClient),
  })
}

export const invalidateRatings = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: libraryKeys.all }),
    // The storefront's cards, detail pages and reviews show the average and the review.
    queryClient.invalidateQueries({ queryKey: catalogKeys.templates.all }),
    queryClient.invalidateQueries({ queryKey: catalogKeys.bestsellers }),
  ])
