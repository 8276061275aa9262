import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { invalidateRatings } from './rate-prompt.ts'

/** DELETE /api/library/:promptId/rating: withdraw one's own rating. */
export function useDeleteRating() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (promptId: string) =>
      api.library[':promptId'].rating.$delete({ param: { promptId } }).then(ok),
    onSuccess: () => invalidateRatings(queryClient),
  })
}
