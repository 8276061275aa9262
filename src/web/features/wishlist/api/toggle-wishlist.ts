import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { wishlistKeys } from './wishlist-keys.ts'

/** PUT or DELETE /api/wishlist/:templateId; the list is refetched after either. */
export function useToggleWishlist() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ templateId, wished }: { templateId: string; wished: boolean }) =>
      wished
        ? api.wishlist[':templateId'].$put({ param: { templateId } }).then(ok)
        : api.wishlist[':templateId'].$delete({ param: { templateId } }).then(ok),
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistKeys.all }),
  })
}
