import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { shareKeys } from './share-keys.ts'
import { customizationKeys } from '../../customization/public.ts'

/** POST /api/shares/with-me/:shareId/copy: a copy of its own for the recipient. */
export function useSaveSharedCopy() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (shareId: string) =>
      api.shares['with-me'][':shareId'].copy.$post({ param: { shareId } }).then(ok),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customizationKeys.customizations.all }),
    // Most likely revoked meanwhile: refresh the list so it goes.
    onError: () => queryClient.invalidateQueries({ queryKey: shareKeys.sharedWithMe() }),
  })
}
