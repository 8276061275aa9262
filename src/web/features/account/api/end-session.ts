import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { accountKeys } from './account-keys.ts'

/** POST /api/account/sessions/:id/end: signs another device out. */
export function useEndSession() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.account.sessions[':id'].end.$post({ param: { id } }).then(ok),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  })
}
