import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { shareKeys } from './share-keys.ts'

/** POST /api/customizations/:id/shares: share with a member (or a future member) by e-mail. */
export function useShareCustomization(customizationId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (email: string) =>
      api.customizations[':id'].shares.$post({ param: { id: customizationId }, json: { email } }).then(ok),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareKeys.access(customizationId) }),
  })
}
