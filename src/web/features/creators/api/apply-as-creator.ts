import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import type { CreatorApplicationInput } from '../../../../shared/creators/creator.ts'
import { creatorKeys } from './creator-keys.ts'

/** POST /api/creator-application: apply (or apply again after a decline). */
export function useApplyAsCreator() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (json: CreatorApplicationInput) => api['creator-application'].$post({ json }).then(ok),
    onSuccess: (data) => queryClient.setQueryData(creatorKeys.myApplication(), data),
  })
}
