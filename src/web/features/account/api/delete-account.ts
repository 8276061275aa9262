import { useMutation } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import type { DeleteAccountInput } from '../../../../shared/account/settings.ts'

/** POST /api/account/delete: anonymises the account and signs this browser out (decision 0015). */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (json: DeleteAccountInput) => api.account.delete.$post({ json }).then(ok),
  })
}
