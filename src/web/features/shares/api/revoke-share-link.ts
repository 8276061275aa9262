import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { shareKeys } from './share-keys.ts'

/** DELETE /api/share-links/:id: the link stops working at once. */
export function useRevokeShareLink(customizationId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api['share-links'][':id'].$delete({ param: { id } }).then(ok),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareKeys.access(customizationId) }),
  })
}
