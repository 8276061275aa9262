import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import type { ChangeEmailInput } from '../../../../shared/account/settings.ts'
import { accountKeys } from './account-keys.ts'

/** POST /api/account/email: mails a confirmation link to the new address; nothing changes until it is followed. */
export function useRequestEmailChange() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (json: ChangeEmailInput) => api.account.email.$post({ json }).then(ok),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: accountKeys.email() }),
  })
}

/** DELETE /api/account/email/pending: the link already sent stops working. */
export function useCancelEmailChange() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.account.email.pending.$delete().then(ok),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: accountKeys.email() }),
  })
}
