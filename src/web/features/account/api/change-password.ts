import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import type { ChangePasswordInput } from '../../../../shared/account/settings.ts'
import { accountKeys } from './account-keys.ts'

/** POST /api/account/password: other sessions are signed out; this one gets a fresh cookie. */
export function useChangePassword() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (json: ChangePasswordInput) =>
      api.account.password.$post({ json }).then((r) => ok(r) as Promise<{ changed: boolean }>),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  })
}
