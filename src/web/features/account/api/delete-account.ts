import { useMutation } from '@tanstack/react-query'
import { api, ok } from '../../../lib/api-client.ts'
import type { DeleteAccountInput } from '../../../../shared/account/settings.ts'

/** POST /api/account/delete: anonymises the account and signs this browser out (decision 0015). */
// onDeleted is a hook-level callback: it runs even when the page has already gone (the ended session's realtime
// stream can sign the tab out, and leave the protected page, before this answer arrives).
export function useDeleteAccount({ onDeleted }: { onDeleted: () => void | Promise<void> }) {
  return useMutation({
    mutationFn: (json: DeleteAccountInput) => api.account.delete.$post({ json }).then(ok),
    onSuccess: onDeleted,
  })
}
