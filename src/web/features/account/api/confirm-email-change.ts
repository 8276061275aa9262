import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import { accountKeys } from './account-keys.ts'
import { authKeys } from '../../auth/public.ts'

/** POST /api/account/email/confirm: the link's token; the account's e-mail becomes the new address. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (token: string) => api.account.email.confirm.$post({ json: { token } }).then(ok),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: authKeys.me() })
      void queryClient.invalidateQueries({ queryKey: accountKeys.email() })
    },
  })
}
