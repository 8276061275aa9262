import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import type { CreateShareLinkInput } from '../../../../shared/shares/share-input.ts'
import { shareKeys } from './share-keys.ts'

/** POST /api/customizations/:id/share-links: the answer carries the link's address, shown only this once. */
export function useCreateShareLink(customizationId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (json: CreateShareLinkInput) =>
      api.customizations[':id']['share-links'].$post({ param: { id: customizationId }, json }).then(ok),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareKeys.access(customizationId) }),
  })
}
