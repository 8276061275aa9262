import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { shareKeys } from './share-keys.ts'

/** DELETE /api/shares/:shareId: takes a member's access away at once. */
export function useRevokeShare(customizationId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (shareId: string) => api.shares[':shareId'].$delete({ param: { shareId } }).then(ok),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareKeys.access(customizationId) }),
  })
}
