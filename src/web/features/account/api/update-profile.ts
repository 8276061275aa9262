import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import type { ProfileInput } from '../../../../shared/account/settings.ts'
import { authKeys } from '../../auth/public.ts'

/** PUT /api/account/profile: name and phone. */
export function useUpdateProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (json: ProfileInput) => api.account.profile.$put({ json }).then(ok),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: authKeys.me() }),
  })
}
