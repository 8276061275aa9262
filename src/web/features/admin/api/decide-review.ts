import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import type { ReviewDecisionInput } from '../../../../shared/admin/review.ts'
import { adminKeys } from './admin-keys.ts'

/** POST /api/admin/reviews/:versionId/decision: approve (publish), or reject with reasons; the creator is e-mailed. */
export function useDecideReview() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ versionId, decision }: { versionId: string; decision: ReviewDecisionInput }) =>
      api.admin.reviews[':versionId'].decision.$post({ param: { versionId }, json: decision }).then(ok),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.reviews.all }),
  })
}
