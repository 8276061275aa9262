import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import type { CreatorDecisionInput } from '../../../../shared/creators/creator.ts'
import { adminKeys } from './admin-keys.ts'

/** POST /api/admin/creators/:id/decision: approve, or decline with a reason; the applicant is e-mailed. */
export function useDecideCreatorApplication() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: CreatorDecisionInput }) =>
      api.admin.creators[':id'].decision.$post({ param: { id }, json: decision }).then(ok),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.creators.all }),
  })
}
