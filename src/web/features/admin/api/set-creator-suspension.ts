import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import type { CreatorSuspensionInput } from '../../../../shared/creators/suspension.ts'
import { adminKeys } from './admin-keys.ts'

/** POST /api/admin/creators/:id/suspension: suspend with a reason (templates leave the store), or lift it. */
export function useSetCreatorSuspension() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: CreatorSuspensionInput }) =>
      api.admin.creators[':id'].suspension.$post({ param: { id }, json: change }).then(ok),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.creators.all })
      void queryClient.invalidateQueries({ queryKey: adminKeys.reviews.all })
    },
  })
}
